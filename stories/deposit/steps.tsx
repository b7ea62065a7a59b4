import type { Decorator } from '@storybook/react-vite';
import { Modal } from '#islands/ui/Modal.tsx';
import type { DepositTokenOption } from '#islands/deposit/DepositFormView.tsx';

/** Decorator: the step inside the 420 px deposit modal, over a bit of page, as the wizard shows it. */
export const inDepositModal: Decorator = (Story) => (
  <Modal isOpen onOpenChange={() => undefined} title="Deposit" size="deposit">
    <Story />
  </Modal>
);

const USD = 1_000_000_000n;

/** The Aptos tokens with a wallet's balances and index prices (USD x 10^9). */
export const WALLET_TOKENS: readonly DepositTokenOption[] = [
  { ticker: 'USDC', name: 'USDC', balance: 2_500_123_456n, decimals: 6, usdPrice: USD },
  { ticker: 'BTC', name: 'BTC', balance: 12_345_678n, decimals: 8, usdPrice: 97_123n * USD },
  { ticker: 'ETH', name: 'ETH', balance: 0n, decimals: 8, usdPrice: 3_412n * USD },
  { ticker: 'SOL', name: 'SOL', balance: 10_000_000_000n, decimals: 9, usdPrice: 187n * USD },
  { ticker: 'APT', name: 'APT', balance: 99_500_000n, decimals: 8, usdPrice: 9n * USD },
];

/** A tiny wallet icon as a data: URI, as the wallet standard hands them over. */
export const WALLET_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#6c5ce7"/><path d="M6 8h12v9H6z" fill="#fff"/></svg>',
  );
