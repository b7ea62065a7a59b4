import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';
import {
  addConnectedAccount,
  loadConnectedAccounts,
  removeConnectedAccount,
  saveConnectedAccounts,
} from '#lib/wallet-connect/account-state.ts';
import { WalletConnectClient } from '#lib/wallet-connect/client.ts';
import { createMemoryTransportPair } from '#lib/wallet-connect/transport/memory.ts';
import { ADDRESS, DAPP, FEE_PAYER_ADDRESS, PUBLIC_KEY, memoryStorage } from './fixtures.ts';

const named = { address: ADDRESS, publicKey: PUBLIC_KEY, name: 'n' };
const unnamed = { address: FEE_PAYER_ADDRESS, publicKey: PUBLIC_KEY };
const KEY = `0020${'22'.repeat(32)}`; // scheme 0 (Ed25519), 32-byte key
const b64 = (hexText: string) => Buffer.from(hexText, 'hex').toString('base64');
/** uleb count, then per account: address, scheme-tagged key, str name ('' when none). */
const ONE = b64(`01${'11'.repeat(32)}${KEY}016e`);
const TWO = b64(`02${'11'.repeat(32)}${KEY}016e${'44'.repeat(32)}${KEY}00`);
const plain = (accounts: readonly { address: { toString(): string }; name?: string }[]) =>
  accounts.map((a) => [a.address.toString(), a.name ?? null]);

describe('connected accounts in storage', () => {
  it.each([
    ['one named account', [named], ONE],
    ['two accounts, the second without name', [named, unnamed], TWO],
    ['none', [], 'AA=='],
  ])('%s are stored under dapp_state as base64 BCS, exactly', (_label, accounts, stored) => {
    const storage = memoryStorage();
    saveConnectedAccounts(storage, accounts);
    expect([...storage.map]).toEqual([[STORAGE_KEYS.dappState, stored]]);
    expect(STORAGE_KEYS.dappState).toBe('dapp_state');
    expect(plain(loadConnectedAccounts(storage))).toEqual(plain(accounts));
  });

  it.each([
    ['not base64', '%%%'],
    ['an empty string', ''],
    ['a count without accounts', b64('01')],
    ['a count of two with one account', b64(`02${'11'.repeat(32)}${KEY}016e`)],
    ['an unknown key scheme', b64(`01${'11'.repeat(32)}0920${'22'.repeat(32)}00`)],
    ['JSON of another app', b64(Buffer.from('{"accounts":[]}').toString('hex'))],
  ])('a corrupt value (%s) reads as no accounts', (_label, stored) => {
    expect(loadConnectedAccounts(memoryStorage({ [STORAGE_KEYS.dappState]: stored }))).toEqual([]);
  });

  it('a corrupt value is replaced by the next connected account', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.dappState]: '%%%' });
    addConnectedAccount(storage, named);
    expect(storage.map.get(STORAGE_KEYS.dappState)).toBe(ONE);
  });

  it('removing drops only the first account with that address', () => {
    const storage = memoryStorage();
    saveConnectedAccounts(storage, [unnamed, named, { ...named, name: 'again' }]);
    removeConnectedAccount(storage, ADDRESS);
    expect(plain(loadConnectedAccounts(storage))).toEqual([
      [FEE_PAYER_ADDRESS.toString(), null],
      [ADDRESS.toString(), 'again'],
    ]);
  });
});

describe('a fresh client on stored state', () => {
  it('sees the persisted accounts without asking the wallet', async () => {
    const { dapp } = createMemoryTransportPair();
    const client = new WalletConnectClient({
      dappInfo: DAPP,
      transport: dapp,
      storage: memoryStorage({ [STORAGE_KEYS.dappState]: TWO }),
    });
    expect(await client.isConnected()).toBe(true);
    expect(plain(await client.getConnectedAccounts())).toEqual([
      [ADDRESS.toString(), 'n'],
      [FEE_PAYER_ADDRESS.toString(), null],
    ]);
    expect((await client.getConnectedAccounts())[0]?.publicKey.toString()).toBe(`0x${'22'.repeat(32)}`);
  });
  it('reads a corrupt value as not connected', async () => {
    const { dapp } = createMemoryTransportPair();
    const client = new WalletConnectClient({
      dappInfo: DAPP,
      transport: dapp,
      storage: memoryStorage({ [STORAGE_KEYS.dappState]: 'AQ==' }),
    });
    expect(await client.isConnected()).toBe(false);
    expect(await client.getConnectedAccounts()).toEqual([]);
  });
});
