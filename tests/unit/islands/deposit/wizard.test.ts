import { describe, expect, it } from 'vitest';
import {
  depositWizard,
  initialDepositWizard,
  type DepositWizardEvent,
  type DepositWizardState,
} from '#islands/deposit/wizard.ts';

const run = (events: readonly DepositWizardEvent[], from: DepositWizardState = initialDepositWizard()) =>
  events.reduce(depositWizard, from);
const pick = (connected: boolean): DepositWizardEvent => ({ type: 'pickWallet', walletId: 'Petra:Aptos', connected });
const FORM: DepositWizardEvent[] = [{ type: 'choose', route: 'wallet' }];
const CONNECTING: DepositWizardEvent[] = [...FORM, { type: 'selectWallet' }, pick(false)];

describe('SPEC 4 deposit panel transitions', () => {
  it.each<[string, DepositWizardEvent[], Partial<DepositWizardState>]>([
    ['opens on the start options, Aptos, its first token', [], { step: 'start', network: 'Aptos', token: 'USDC' }],
    ['Wallet leads to the wallet form', FORM, { step: 'form', direction: 'forward' }],
    ['Deposit address leads to the address panel', [{ type: 'choose', route: 'address' }], { step: 'address' }],
    ['the form leads to wallet selection', [...FORM, { type: 'selectWallet' }], { step: 'wallets' }],
    [
      'wallet selection leads to connecting',
      CONNECTING,
      { step: 'connecting', connect: { walletId: 'Petra:Aptos', status: 'connecting' } },
    ],
    [
      'connecting jumps to the form when the wallet is already connected',
      [...FORM, { type: 'selectWallet' }, pick(true)],
      { step: 'form', direction: 'back', linked: true },
    ],
    [
      'success shows on the connecting panel',
      [...CONNECTING, { type: 'connected' }],
      { step: 'connecting', connect: { walletId: 'Petra:Aptos', status: 'success' } },
    ],
    [
      'success returns to the wallet form',
      [...CONNECTING, { type: 'connected' }, { type: 'continue' }],
      { step: 'form', direction: 'back', linked: true, connect: undefined },
    ],
    [
      'failure sets status failed',
      [...CONNECTING, { type: 'connectFailed' }],
      { step: 'connecting', connect: { walletId: 'Petra:Aptos', status: 'failed' } },
    ],
    [
      'Try again connects again',
      [...CONNECTING, { type: 'connectFailed' }, { type: 'retry' }],
      { connect: { walletId: 'Petra:Aptos', status: 'connecting' } },
    ],
    [
      'back from connecting goes to wallet selection',
      [...CONNECTING, { type: 'back' }],
      { step: 'wallets', direction: 'back', connect: undefined },
    ],
    [
      'back from wallet selection goes to the form',
      [...FORM, { type: 'selectWallet' }, { type: 'back' }],
      { step: 'form', direction: 'back' },
    ],
    ['back from the form goes to the start', [...FORM, { type: 'back' }], { step: 'start', direction: 'back' }],
    [
      'back from the address goes to the start',
      [{ type: 'choose', route: 'address' }, { type: 'back' }],
      { step: 'start' },
    ],
  ])('%s', (_name, events, expected) => {
    const { connect, ...rest } = expected;
    const state = run(events);
    expect(state).toMatchObject(rest);
    // a panel that is not connecting carries no connect state
    if ('connect' in expected) expect(state.connect).toEqual(connect);
  });

  it.each([
    ['Solana', 'USDC'],
    ['Ethereum', 'USDC'],
  ] as const)('changing the network to %s disconnects the wallet and resets the token to %s', (network, first) => {
    const state = run([...FORM, { type: 'setToken', token: 'BTC' }, { type: 'setNetwork', network }]);
    expect(state).toMatchObject({ network, token: first, linked: false, step: 'form' });
  });

  it("resets the token to the new network's first, not the old token, even when the old one is carried", () => {
    const state = run([...FORM, { type: 'setToken', token: 'SOL' }, { type: 'setNetwork', network: 'Solana' }]);
    expect(state.token).toBe('USDC');
  });

  it('picking the same network again changes nothing', () => {
    const before = run([...FORM, { type: 'setToken', token: 'BTC' }]);
    expect(depositWizard(before, { type: 'setNetwork', network: 'Aptos' })).toBe(before);
  });

  it('refuses a token the network does not carry', () => {
    const solana = run([...FORM, { type: 'setNetwork', network: 'Solana' }]);
    expect(depositWizard(solana, { type: 'setToken', token: 'BTC' }).token).toBe('USDC');
  });

  it.each<[string, DepositWizardEvent[], DepositWizardEvent]>([
    ['a connect result after the user went back', [...CONNECTING, { type: 'back' }], { type: 'connected' }],
    ['Try again while still connecting', CONNECTING, { type: 'retry' }],
    ['Continue before success', CONNECTING, { type: 'continue' }],
    ['a wallet pick outside the selection', FORM, pick(false)],
  ])('ignores %s', (_name, events, late) => {
    const state = run(events);
    expect(depositWizard(state, late)).toBe(state);
  });
});
