import { describe, expect, it } from 'vitest';
import { BTC, Harness, USD_P, USDC } from './harness.ts';

/**
 * Investor A puts 1000 USDC into the empty vault (1000e6 shares, 1:1). The vault then buys 0.01 BTC at 97000
 * (taker fee 0.05% of 970 = 0.485) and sells it at 107000 (fee 0.05% of 1070 = 0.535), realizing +100:
 * equity 1000 - 0.485 + 100 - 0.535 = 1098.98 USDC, share price 1.09898. Investor B then puts in 549.49 USDC,
 * which buys exactly 549.49 x 1000e6 / 1098.98 = 500e6 shares (equity 1648.47 over 1500e6 shares).
 */
function grownVault(): { h: Harness; a: string; b: string } {
  const h = new Harness();
  const [a, b] = [h.user('investora', 2_000n * USDC), h.user('investorb', 2_000n * USDC)];
  const [seller, buyer] = [h.user('seller', 100_000n * USDC), h.user('buyer', 100_000n * USDC)];
  h.ok({ type: 'vaultDeposit', userId: a, vaultId: '2', amount: 1_000n * USDC });
  h.limit(seller, false, 97_000n, BTC / 100n);
  h.ok({
    type: 'placeMarketOrder',
    userId: '2',
    market: 'BTC-PERP',
    isBid: true,
    price: 97_000n * USD_P,
    size: BTC / 100n,
    reduceOnly: false,
  });
  h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 107_000n * USD_P }] });
  h.limit(buyer, true, 107_000n, BTC / 100n);
  h.ok({
    type: 'placeMarketOrder',
    userId: '2',
    market: 'BTC-PERP',
    isBid: false,
    price: 107_000n * USD_P,
    size: BTC / 100n,
    reduceOnly: false,
  });
  expect([h.usdc('2'), h.engine.vaultSharePrice()]).toEqual([1_098_980_000n, 1_098_980_000n]);
  h.ok({ type: 'vaultDeposit', userId: b, vaultId: '2', amount: 549_490_000n });
  expect(h.engine.userData(b)?.vaultInvestments['2']?.shares).toBe(500_000_000n);
  return { h, a, b };
}

describe('vault profit share on withdrawal', () => {
  // gross = shares x equity / total shares (floor); cost = costBasis x shares / held (ceil); profit = gross - cost;
  // owner's cut = 10% of profit (ceil); withdrawal fee = 0.1% of gross (ceil, stays in the vault).
  it.each([
    // A redeems half (500e6 of 1500e6 shares, equity 1648.47): gross 549.49, cost 500, profit 49.49,
    // owner 4.949, fee 0.54949 -> net 549.49 - 4.949 - 0.54949 = 543.99151
    ['A redeems half', 'a', 500_000_000n, 543_991_510n, 4_949_000n, 500_000_000n],
    // A redeems all (1000e6 shares): gross 1098.98, cost 1000, profit 98.98, owner 9.898, fee 1.09898
    ['A redeems all', 'a', 1_000_000_000n, 1_087_983_020n, 9_898_000n, 0n],
    // B redeems all of its 500e6 at the price it bought at: no profit, only the fee 0.54949
    ['B redeems at its entry price', 'b', 500_000_000n, 548_940_510n, 0n, 0n],
  ] as const)('%s', (_n, who, shares, received, ownerCut, costLeft) => {
    const { h, a, b } = grownVault();
    const id = who === 'a' ? a : b;
    const [before, ownerBefore] = [h.usdc(id), h.usdc('1')];
    h.ok({ type: 'vaultWithdraw', userId: id, vaultId: '2', shares });
    expect(h.usdc(id) - before).toBe(received);
    expect(h.usdc('1') - ownerBefore).toBe(ownerCut);
    const left = h.engine.account(id)?.vaultInvestments.get('2');
    expect(left?.costBasis ?? 0n).toBe(costLeft);
  });

  it('after A takes half, B redeems all at the price the withdrawal fee raised', () => {
    const { h, a, b } = grownVault();
    h.ok({ type: 'vaultWithdraw', userId: a, vaultId: '2', shares: 500_000_000n });
    // The vault paid 543.99151 + 4.949 and kept the 0.54949 fee: equity 1648.47 - 548.94051 = 1099.52949 over 1000e6 shares.
    expect(h.engine.vaultSharePrice()).toBe(1_099_529_490n);
    const [before, ownerBefore] = [h.usdc(b), h.usdc('1')];
    h.ok({ type: 'vaultWithdraw', userId: b, vaultId: '2', shares: 500_000_000n });
    // gross 549.764745, cost 549.49, profit 0.274745 -> owner 0.0274745 (ceil 27475), fee 0.549764745 (ceil 549765)
    expect([h.usdc(b) - before, h.usdc('1') - ownerBefore]).toEqual([549_187_505n, 27_475n]);
  });

  it('refuses to pay out USDC the vault has tied up in an open position', () => {
    const h = new Harness();
    const [a, seller] = [h.user('investora', 2_000n * USDC), h.user('seller', 100_000n * USDC)];
    h.ok({ type: 'vaultDeposit', userId: a, vaultId: '2', amount: 1_000n * USDC });
    h.limit(seller, false, 97_000n, BTC / 100n);
    h.ok({
      type: 'placeMarketOrder',
      userId: '2',
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size: BTC / 100n,
      reduceOnly: false,
    });
    h.ok({ type: 'setIndexPrice', prices: [{ token: 'BTC', price: 107_000n * USD_P }] });
    // equity 999.515 USDC + 100 unrealized; paying all of it needs more USDC than the vault's 999.515
    const before = h.engine.snapshot();
    expect(h.err({ type: 'vaultWithdraw', userId: a, vaultId: '2', shares: 1_000_000_000n })).toBe(
      'insufficient_liquidity',
    );
    expect(h.engine.snapshot()).toBe(before);
  });

  it('refuses a payout the USDC covers when the vault position would lose its initial margin', () => {
    const h = new Harness();
    const [a, seller] = [h.user('investora', 2_000n * USDC), h.user('seller', 100_000n * USDC)];
    h.ok({ type: 'vaultDeposit', userId: a, vaultId: '2', amount: 1_000n * USDC });
    h.limit(seller, false, 97_000n, BTC / 5n);
    h.ok({
      type: 'placeMarketOrder',
      userId: '2',
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size: BTC / 5n,
      reduceOnly: false,
    });
    // the vault holds 990.30 USDC after the 9.70 fee; 90% of the shares pay 890.27 - 0.89 fee = 889.38, which
    // the USDC covers, but would leave about 101 for 0.2 BTC that needs 388 of initial margin
    const before = h.engine.snapshot();
    expect(h.err({ type: 'vaultWithdraw', userId: a, vaultId: '2', shares: 900_000_000n })).toBe(
      'insufficient_liquidity',
    );
    expect(h.engine.snapshot()).toBe(before);
    // a payout that leaves the margin is paid: 10% of the shares
    h.ok({ type: 'vaultWithdraw', userId: a, vaultId: '2', shares: 100_000_000n });
  });
});

describe('vault deposits keep initial margin (issue 12, finding 3)', () => {
  it('refuses to move collateral a 48x position needs into the vault', () => {
    const h = new Harness();
    const maker = h.user('maker', 1_000_000n * USDC);
    const trader = h.user('trader', 10_000n * USDC);
    // 4.9484 BTC at 97,000 = 479,994.80 USD of notional on 10,000 USDC: 48x, initial margin 2% = 9,599.90
    const size = 49_484n * 10_000n;
    h.limit(maker, false, 97_000n, size);
    h.ok({
      type: 'placeMarketOrder',
      userId: trader,
      market: 'BTC-PERP',
      isBid: true,
      price: 97_000n * USD_P,
      size,
      reduceOnly: false,
    });
    const before = h.engine.snapshot();
    expect(h.err({ type: 'vaultDeposit', userId: trader, vaultId: '2', amount: 9_000n * USDC })).toBe(
      'insufficient_margin',
    );
    expect(h.engine.snapshot()).toBe(before);
    // and at an unchanged price the account is not liquidated
    expect(h.ok({ type: 'liquidateScan' }).some((e) => e.type === 'Liquidation')).toBe(false);
    expect(h.btcPos(trader)).toBe(size);
  });
});

describe('vault history', () => {
  it('records the investor transfers and the vault points, flows netted out of PnL', () => {
    const { h, a } = grownVault();
    h.ok({ type: 'vaultWithdraw', userId: a, vaultId: '2', shares: 1_000_000_000n });
    // newest first: A's withdrawal (net 1087.98302 at 1098.98 / 1000 = 1.09898 per share), then its deposit at 1.0
    expect(h.engine.history(a, 'vaultTransfers')).toMatchObject([
      {
        kind: 'withdraw',
        amount: 1_087_983_020n,
        shares: 1_000_000_000n,
        sharePrice: 1_098_980_000n,
        withdrawalFee: 1_098_980n,
        profitShare: 9_898_000n,
      },
      { kind: 'deposit', amount: 1_000n * USDC, shares: 1_000n * USDC, sharePrice: 1_000_000_000n, withdrawalFee: 0n },
    ]);
    // net deposits: 1000 + 549.49 - (1087.98302 + 9.898) = 451.60898; equity after: 1648.47 - 1097.88102 = 550.58898
    // PnL = 550.58898 - 451.60898 = 98.98, the trading gain (its fee, 1.09898, stayed with B)
    const [last, second, first] = h.engine.history('2', 'vaultPoints')!;
    expect(first).toMatchObject({ equity: 1_000n * USDC, totalShares: 1_000n * USDC, netDeposits: 1_000n * USDC });
    expect(second).toMatchObject({ equity: 1_648_470_000n, totalShares: 1_500_000_000n, netDeposits: 1_549_490_000n });
    expect(last).toMatchObject({ equity: 550_588_980n, totalShares: 500_000_000n, netDeposits: 451_608_980n });
    expect(last!.equity - last!.netDeposits).toBe(98_980_000n);
  });
});
