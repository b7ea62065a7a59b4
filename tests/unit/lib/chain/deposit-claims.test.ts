/** The deposit-claim scan's rules: which holdings are claimed, in what order, and how a refused claim surfaces. */
import { describe, expect, it } from 'vitest';
import type { FungibleBalanceRow } from '#lib/chain/fungible-balances.ts';
import {
  DepositClaimError,
  claimArrivedDeposits,
  claimableTokens,
  type ClaimAnswer,
} from '#lib/chain/deposit-claims.ts';

const USDC = '0x5cb2ba7898c163f4b156ed80d8b84d730caa85bab804c4a49af303c3b1441a1e';
const SOL = '0x00000000000000000000000000000000000000000000000000000000000050a1';
const APT_SHORT = '0xa';
const APT_LONG = `0x${'0'.repeat(63)}a`;
const UNLISTED = `0x${'b'.repeat(64)}`;
const META = { symbol: 'X', name: 'X', decimals: 6, icon_uri: null };
const TOKENS = [USDC, SOL, APT_SHORT];

const row = (
  asset_type: FungibleBalanceRow['asset_type'],
  amount: FungibleBalanceRow['amount'] = 5,
  metadata: FungibleBalanceRow['metadata'] = META,
): FungibleBalanceRow => ({ asset_type, amount, metadata });

describe('claimableTokens', () => {
  it.each<[string, FungibleBalanceRow[], string[]]>([
    ['nothing held', [], []],
    ['a listed token with an amount and metadata', [row(USDC)], [USDC]],
    ['an amount of 1 base unit', [row(USDC, 1)], [USDC]],
    ['an amount beyond 2^53 (exact bigint)', [row(USDC, 2n ** 64n)], [USDC]],
    ['no type', [row(null), { amount: 5, metadata: META }, row('')], []],
    ['no amount', [row(USDC, null), { asset_type: USDC, metadata: META }], []],
    ['a zero amount (already swept)', [row(USDC, 0), row(USDC, 0n)], []],
    ['a negative amount', [row(USDC, -1), row(USDC, -1n)], []],
    ['an amount that lost precision as a float', [row(USDC, 2 ** 53), row(USDC, 1.5)], []],
    ['no metadata', [row(USDC, 5, null), { asset_type: USDC, amount: 5 }], []],
    ['an asset not in the token list', [row(UNLISTED)], []],
    ['a coin type, not an address', [row('0x1::aptos_coin::AptosCoin')], []],
    ['garbage for a type', [row('not an address')], []],
    ['the long form of a listed short address (answered as listed)', [row(APT_LONG)], [APT_SHORT]],
    ['an upper-case spelling of a listed address', [row(USDC.toUpperCase().replace('0X', '0x'))], [USDC]],
    ['a token twice (primary and secondary store)', [row(SOL), row(SOL, 7)], [SOL]],
    [
      'a mix, in holdings order',
      [row(SOL), row(UNLISTED), row(USDC, 0), row(APT_LONG), row(USDC)],
      [SOL, APT_SHORT, USDC],
    ],
  ])('%s', (_name, holdings, expected) => {
    expect(claimableTokens(holdings, TOKENS)).toEqual(expected);
  });

  it('ignores a malformed entry of the token list instead of failing the scan', () => {
    expect(claimableTokens([row(USDC)], ['garbage', USDC])).toEqual([USDC]);
  });
});

describe('claimArrivedDeposits', () => {
  const answer = (amount: string): ClaimAnswer => ({ amount, txHash: `0x${'1'.repeat(64)}` });

  it('claims each claimable token once, in turn, and returns what each credited', async () => {
    const asked: string[] = [];
    const claims = await claimArrivedDeposits({
      holdings: async () => [row(SOL, 10), row(UNLISTED), row(USDC, 20)],
      tokenAddresses: TOKENS,
      claim: async (token) => {
        asked.push(token);
        return answer(token === SOL ? '10' : '20');
      },
    });
    expect(asked).toEqual([SOL, USDC]);
    expect(claims).toEqual([
      { tokenAddress: SOL, ...answer('10') },
      { tokenAddress: USDC, ...answer('20') },
    ]);
  });

  it('claims nothing when nothing listed arrived', async () => {
    let asked = 0;
    const claims = await claimArrivedDeposits({
      holdings: async () => [row(UNLISTED)],
      tokenAddresses: TOKENS,
      claim: async () => (asked++, answer('0')),
    });
    expect(claims).toEqual([]);
    expect(asked).toBe(0);
  });

  it('stops at the first refused claim and throws it as a DepositClaimError naming the token, with the cause', async () => {
    const refusal = new Error('401 unauthorized');
    const asked: string[] = [];
    const error = await claimArrivedDeposits({
      holdings: async () => [row(SOL), row(USDC)],
      tokenAddresses: TOKENS,
      claim: async (token) => {
        asked.push(token);
        throw refusal;
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DepositClaimError);
    expect(error).toMatchObject({
      name: 'DepositClaimError',
      tokenAddress: SOL,
      cause: refusal,
      message: `Claiming the deposit of ${SOL} failed: 401 unauthorized`,
    });
    expect(asked).toEqual([SOL]);
  });

  it('lets a failed holdings read through unchanged (it is not a claim failure)', async () => {
    const down = new Error('indexer down');
    await expect(
      claimArrivedDeposits({
        holdings: async () => Promise.reject(down),
        tokenAddresses: TOKENS,
        claim: async () => answer('1'),
      }),
    ).rejects.toBe(down);
  });
});
