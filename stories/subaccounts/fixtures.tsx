/** Accounts, tokens and page rows of the sub-account stories, in the shapes the containers give the views. */
import type { ReactNode } from 'react';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import type { TokenTicker } from '#lib/domain/tokens.ts';
import type { AccountRow } from '#islands/subaccounts/accounts-columns.tsx';
import type { AccountChoice, TokenInfo } from '#islands/subaccounts/choices.tsx';
import { Modal } from '#islands/ui/Modal.tsx';

const token = (ticker: TokenTicker, usdPrice: bigint): TokenInfo => ({
  ticker,
  address: LOCAL_ASSETS[ticker].address,
  decimals: LOCAL_ASSETS[ticker].decimals,
  usdPrice,
});

/** The five tokens of the local network with index prices (USD x 10^9). */
export const TOKENS: readonly TokenInfo[] = [
  token('USDC', 1_000_000_000n),
  token('BTC', 97_123_450_000_000n),
  token('ETH', 3_456_780_000_000n),
  token('SOL', 150_250_000_000n),
  token('APT', 6_120_000_000n),
];

const balances = (entries: Partial<Record<TokenTicker, bigint>>) =>
  new Map(Object.entries(entries).map(([ticker, units]) => [LOCAL_ASSETS[ticker as TokenTicker].address, units]));

/** A wallet's three accounts: the main one holding several tokens, one with USDC only, one empty. */
export const ACCOUNTS: readonly AccountChoice[] = [
  { id: '101', alias: 'Main', balances: balances({ USDC: 12_345_678_901n, BTC: 12_345_678n, SOL: 45_500_000_000n }) },
  { id: '107', alias: 'Scalping', balances: balances({ USDC: 2_500_000_000n }) },
  { id: '109', alias: 'Hedge', balances: balances({}) },
];

/** Noon UTC on a given day, so the date reads the same in every time zone a test runs in. */
const noon = (isoDay: string) => Date.parse(`${isoDay}T12:00:00Z`);

/** The accounts page's rows for the same wallet, the main account selected. */
export const ROWS: readonly AccountRow[] = [
  {
    id: '101',
    alias: 'Main',
    createdAt: noon('2025-01-14'),
    balanceUsd: 20_307_151_234n,
    volumeUsd: 1_254_300_000_000n,
    isSelected: true,
  },
  {
    id: '107',
    alias: 'Scalping',
    createdAt: noon('2025-03-02'),
    balanceUsd: 2_500_000_000n,
    volumeUsd: 98_765_430_000n,
    isSelected: false,
  },
  { id: '109', alias: 'Hedge', createdAt: noon('2025-06-30'), balanceUsd: 0n, volumeUsd: 0n, isSelected: false },
  {
    id: '1024',
    alias: 'LongTermHoldingsAccount2025',
    createdAt: noon('2025-07-01'),
    balanceUsd: -1_234_560n,
    volumeUsd: undefined,
    isSelected: false,
  },
];

/** Renders a form view in the Modal primitive, the way its container shows it. */
export function InModal({ title, isPending, children }: { title: string; isPending?: boolean; children: ReactNode }) {
  return (
    <Modal isOpen onOpenChange={() => undefined} title={title} isPending={isPending}>
      {children}
    </Modal>
  );
}
