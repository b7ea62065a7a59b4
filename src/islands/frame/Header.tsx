import { useIslandStore } from '#islands/app/use-island-store.ts';
import { HeaderView } from './HeaderView.tsx';
import { TickerView } from './TickerView.tsx';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { notifyComingSoon } from '#stores/toasts.ts';
import { openModal } from '#stores/modal.ts';
import { $isWide } from '#stores/viewport.ts';
import { $wallet, currentWalletAdapter } from '#stores/wallet.ts';
import { $currentAccount } from '#stores/accounts.ts';
import { $signIn } from '#stores/connection.ts';
import { openPanel } from '#stores/panel.ts';
import { shortAddress } from '#lib/wallets/short-address.ts';
import type { HeaderAccount } from './AccountControl.tsx';
import { $favouriteMarkets } from '#stores/favourites.ts';
import { $defaultMarket, $marketStats, DEFAULT_MARKET } from '#stores/markets.ts';
import { readyValue } from '#stores/resource.ts';
import { $faucetPending, requestFaucet } from '#stores/faucet.ts';
import { $vaultAprBadge } from '#stores/vault-performance.ts';

/** What the server renders and hydration starts from: the markets have not loaded. */
const LOADING = { status: 'loading' } as const;

/** Favourites beyond this many do not fit the header, so the ticker slides. */
const STILL_TICKER_MAX = 4;

/** Header container: reads the stores and hands the view plain values and actions. */
function HeaderContainer({ path }: { readonly path: string }) {
  const isWide = useIslandStore($isWide);
  const wallet = useIslandStore($wallet);
  const favourites = useIslandStore($favouriteMarkets);
  const markets = readyValue(useIslandStore($marketStats, LOADING)) ?? [];
  const tradeMarket = useIslandStore($defaultMarket, DEFAULT_MARKET);
  const faucetPending = useIslandStore($faucetPending);
  const account = useIslandStore($currentAccount);
  // the vault's 30-day APR, the figure /vault shows (the SPEC fixed it at 0 while there was none)
  const vaultApr = useIslandStore($vaultAprBadge, '–');
  // watching the sign-in step runs the connection flow (create account, establish connection) on every page
  useIslandStore($signIn);

  const items = markets.filter((m) => favourites.includes(m.name));
  const showTicker = wallet.status === 'connected' && items.length > 0 && isWide;

  return (
    <HeaderView
      path={path}
      tradeHref={`/futures/${tradeMarket}`}
      vaultApr={vaultApr}
      isWide={isWide}
      ticker={showTicker ? <TickerView items={items} shouldSlide={items.length > STILL_TICKER_MAX} /> : undefined}
      isFaucetPending={faucetPending}
      onSettings={notifyComingSoon}
      onNotifications={notifyComingSoon}
      onFaucet={() => void requestFaucet()}
      onDeposit={() => openModal('deposit')}
      {...(account === undefined ? {} : { onWithdraw: () => openModal('withdraw') })}
      account={headerAccount(wallet, account?.alias)}
      onAccount={() => openPanel(wallet.status === 'connected' ? 'account' : 'login')}
    />
  );
}

/** The account control's state from the wallet and the acting account. */
function headerAccount(wallet: typeof $wallet extends { get(): infer W } ? W : never, alias?: string): HeaderAccount {
  if (wallet.status === 'disconnected') return { status: 'disconnected' };
  if (wallet.status === 'connecting') return { status: 'connecting' };
  const icon = currentWalletAdapter()?.icon;
  return {
    status: 'connected',
    shortAddress: shortAddress(wallet.address),
    ...(alias === undefined ? {} : { alias }),
    ...(icon === undefined ? {} : { icon }),
  };
}

/** The header island. */
export const Header = withErrorBoundary(HeaderContainer);
