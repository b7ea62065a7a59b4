import type { Decorator } from '@storybook/react-vite';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import { TOKEN_DECIMALS, type TokenTicker } from '#lib/domain/tokens.ts';
import { TokenIcon, type PickerOption } from '#islands/ui/Options.tsx';

/** A token of the UI-kit stories: balance in base units and price (USD x 10^9), as the stores will expose them. */
export interface StoryToken extends PickerOption {
  readonly id: TokenTicker;
  readonly decimals: number;
  readonly balance: bigint;
  readonly usdPrice: bigint;
}

/** Builds a token option whose detail is its balance, formatted by the domain formatter. */
function token(ticker: TokenTicker, balance: bigint, usdPrice: bigint): StoryToken {
  const decimals = TOKEN_DECIMALS[ticker];
  return {
    id: ticker,
    label: ticker,
    icon: <TokenIcon symbol={ticker} />,
    detail: formatAmount(balance, decimals),
    decimals,
    balance,
    usdPrice,
  };
}

/** The five tokens of the local network with balances (one empty), for token pickers. */
export const TOKENS: readonly StoryToken[] = [
  token('USDC', 12_345_678_901n, 1_000_000_000n),
  token('BTC', 12_345_678n, 97_123_450_000_000n),
  token('ETH', 3_210_000_000n, 3_456_780_000_000n),
  token('SOL', 45_500_000_000n, 150_250_000_000n),
  token('APT', 0n, 6_120_000_000n),
];

/** Network options with their withdraw fee as the secondary text. */
export const NETWORKS: readonly PickerOption[] = [
  { id: 'aptos', label: 'Aptos', icon: <TokenIcon symbol="APT" />, detail: `Fee ${formatUsd(100_000n)}` },
  { id: 'solana', label: 'Solana', icon: <TokenIcon symbol="SOL" />, detail: `Fee ${formatUsd(250_000n)}` },
  { id: 'ethereum', label: 'Ethereum', icon: <TokenIcon symbol="ETH" />, detail: `Fee ${formatUsd(4_500_000n)}` },
];

/** Sub-accounts for from/to pickers, with their USD balance as detail. */
export const ACCOUNTS: readonly PickerOption[] = [
  { id: '1', label: 'Main', detail: formatUsd(12_345_678_901n) },
  { id: '7', label: 'Scalping', detail: formatUsd(2_500_000_000n) },
  { id: '9', label: 'Vault hedge', detail: formatUsd(0n) },
];

/** Frames a control at a form's width (the default modal width token), padded on the page. */
export const formWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 'var(--size-modal-default)', padding: 'var(--space-6)' }}>
    <Story />
  </div>
);

/** Pads a story that needs room around it (popovers, tooltips above their trigger). */
export const padded: Decorator = (Story) => (
  <div style={{ padding: 'var(--space-10) var(--space-6)' }}>
    <Story />
  </div>
);
