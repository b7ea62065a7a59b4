/** The contract shapes issue 12 added: the insurance fund of getBorrowLendingData and an account's owed amounts. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BorrowLendingResponse, InsuranceFund } from '#lib/api/contract/market.ts';
import { TokenAmounts } from '#lib/api/contract/user.ts';

describe.each([
  [
    'InsuranceFund',
    InsuranceFund,
    [
      { holdings: {}, socializedLoss: {} },
      { holdings: { USDC: '671016700', BTC: '2152080' }, socializedLoss: { USDC: '9700000' } },
    ],
    [
      { holdings: { USDC: '-1' }, socializedLoss: {} },
      { holdings: { usdc: '1' }, socializedLoss: {} },
      { holdings: { USDC: 1 }, socializedLoss: {} },
      { holdings: {} },
    ],
  ],
  [
    'getBorrowLendingData answer',
    BorrowLendingResponse,
    [
      { data: {}, seq: 0, insuranceFund: { holdings: {}, socializedLoss: {} } },
      { data: {}, seq: 3 },
    ],
    [{ data: {}, seq: 0, insuranceFund: { holdings: { USDC: '1.5' }, socializedLoss: {} } }],
  ],
  ['owed amounts', TokenAmounts, [{}, { [`0x${'a'.repeat(64)}`]: '4850' }], [{ x: '-4850' }, { x: '' }]],
] as const)('%s', (_name, schema, good, bad) => {
  it.each(good.map((g) => [g]))('accepts %j', (value) => expect(v.safeParse(schema, value).success).toBe(true));
  it.each(bad.map((b) => [b]))('rejects %j', (value) => expect(v.safeParse(schema, value).success).toBe(false));
});
