/** Outbox steps read back from the log are checked, not cast: a corrupt body is refused with its reason. */
import { describe, expect, it } from 'vitest';
import { parseChainStep } from '#server/exchange/onchain/outbox.ts';
import { parseBig, stringifyBig } from '#server/exchange/store/bigjson.ts';

const ADDRESS = `0x${'ab'.repeat(32)}`;

describe('parseChainStep', () => {
  it.each([
    { kind: 'pay', to: ADDRESS, token: 'USDC', amount: 5n },
    { kind: 'sweep', from: ADDRESS, token: 'BTC', amount: 0n },
  ])('reads back a logged $kind step exactly', (step) => {
    expect(parseChainStep(parseBig(stringifyBig(step)))).toEqual(step);
  });

  it.each([
    ['null', null],
    ['a number', 7],
    ['an unknown kind', { kind: 'burn', to: ADDRESS, token: 'USDC', amount: 1n }],
    ['a pay without recipient', { kind: 'pay', from: ADDRESS, token: 'USDC', amount: 1n }],
    ['a sweep without source', { kind: 'sweep', to: ADDRESS, token: 'USDC', amount: 1n }],
    ['an amount that is not a bigint', { kind: 'pay', to: ADDRESS, token: 'USDC', amount: '1' }],
    ['a negative amount', { kind: 'pay', to: ADDRESS, token: 'USDC', amount: -1n }],
    ['no token', { kind: 'pay', to: ADDRESS, amount: 1n }],
  ])('refuses %s', (_name, body) => {
    expect(() => parseChainStep(body)).toThrow(/corrupt outbox step/);
  });
});
