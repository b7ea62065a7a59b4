import { Button } from '#islands/ui/Button.tsx';
import { CopyButton } from '#islands/ui/CopyButton.tsx';
import { ProgressRing } from '#islands/ui/ProgressRing.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import type { AccountSummary } from '#lib/domain/account-summary.ts';
import { displayTrend, formatLeverage, formatPercent, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/accounts.ts';
import { shortAddress } from '#lib/wallets/short-address.ts';
import { AccountsList, type PanelAccountRow } from './AccountsList.tsx';
import './wallet.css';

export type { PanelAccountRow } from './AccountsList.tsx';

/** One recent-activity line (SPEC 3 activity item); the list is empty today and hidden while it is. */
export interface ActivityItem {
  readonly id: string;
  readonly label: string;
  readonly valueText: string;
}

/** Props of the connected account panel. */
export interface AccountPanelViewProps {
  /** The connected wallet's address (the exchange's view: a Solana wallet's derived account). */
  readonly address: string;
  /** The acting account's alias; undefined while the accounts load. */
  readonly alias?: string;
  /** The panel's figures; undefined while the account's data and prices load. */
  readonly summary?: AccountSummary;
  /** The wallet's accounts with their stats; undefined while they load, 'error' when the lookup failed. */
  readonly accounts?: readonly PanelAccountRow[] | 'error';
  readonly currentUserId?: string;
  readonly activity: readonly ActivityItem[];
  readonly onDisconnect: () => void;
  readonly onDeposit: () => void;
  readonly onWithdraw: () => void;
  readonly onTransfer: () => void;
  /** Runs the test faucet into the acting account; the panel is where a phone finds it (no header buttons). */
  readonly onFaucet: () => void;
  readonly isFaucetPending?: boolean;
  readonly onSelectAccount: (userId: string) => void;
  readonly onRetryAccounts: () => void;
}

/** Margin usage (x 10^9) at which the ring turns amber, then rose (liquidation is at 1.0). */
const RING_THRESHOLDS = { warning: 500_000_000n, danger: 800_000_000n };
const trendClass = (formatted: string) => `wallet-trend wallet-trend-${displayTrend(formatted)}`;

/**
 * The account side panel's content when connected (SPEC 2): every figure of the acting account, its money actions
 * (Deposit, Withdraw, Transfer, the test faucet: below 850 px the header has none, so this is where a phone finds
 * them) and the wallet's accounts.
 */
export function AccountPanelView(props: AccountPanelViewProps) {
  const { summary } = props;
  const change = summary ? formatUsd(summary.change24hUsd, { signDisplay: 'exceptZero' }) : '';
  const changeRate = summary ? formatPercent(summary.change24hRate, { signDisplay: 'exceptZero' }) : '';
  const pnl = summary ? formatUsd(summary.openPnlUsd, { signDisplay: 'exceptZero' }) : '';
  const trend = displayTrend(change);
  return (
    <div className="wallet-account">
      <div className="wallet-account-head">
        <div className="wallet-account-who">
          <p className="wallet-account-alias">{props.alias ?? <Skeleton width="8em" />}</p>
          <div className="wallet-account-address">
            <span className="num">{shortAddress(props.address)}</span>
            <CopyButton text={props.address} aria-label={t('accountPanel.copyAddress')} size="sm" variant="ghost" />
          </div>
        </div>
        <Button variant="secondary" size="sm" onPress={props.onDisconnect}>
          {t('accountPanel.disconnect')}
        </Button>
      </div>

      <section className="wallet-card" aria-label={t('accountPanel.balance')}>
        <p className="wallet-label">{t('accountPanel.balance')}</p>
        <p className="wallet-balance num">{summary ? formatUsd(summary.balanceUsd) : <Skeleton width="6em" />}</p>
        {summary ? (
          <p className={`${trendClass(change)} num`}>
            <span aria-hidden="true">{trend === 'down' ? '▼' : trend === 'up' ? '▲' : ''}</span> {change} ({changeRate}){' '}
            <span className="wallet-label">{t('accountPanel.change24h')}</span>
          </p>
        ) : null}
        <dl className="wallet-figures">
          <div>
            <dt>{t('accountPanel.openPnl')}</dt>
            <dd className={summary ? `${trendClass(pnl)} num` : 'num'}>{summary ? pnl : <Skeleton width="4em" />}</dd>
          </div>
          <div>
            <dt>{t('accountPanel.leverage')}</dt>
            <dd className="num">
              {summary === undefined ? (
                <Skeleton width="3em" />
              ) : summary.leverage === null ? (
                t('accountPanel.none')
              ) : (
                formatLeverage(summary.leverage)
              )}
            </dd>
          </div>
        </dl>
        <div className="wallet-margin">
          <ProgressRing
            value={summary?.marginUsage ?? 0n}
            thresholds={RING_THRESHOLDS}
            aria-label={t('accountPanel.margin')}
          />
          <div>
            <p className="wallet-label">{t('accountPanel.margin')}</p>
            <p className="num">
              {summary === undefined ? <Skeleton width="3em" /> : formatPercent(summary.marginUsage ?? 0n)}
            </p>
          </div>
        </div>
        <div className="wallet-actions">
          <Button variant="primary" onPress={props.onDeposit} isFullWidth>
            {t('accountPanel.deposit')}
          </Button>
          <Button variant="secondary" onPress={props.onWithdraw} isFullWidth>
            {t('accountPanel.withdraw')}
          </Button>
          <Button variant="secondary" onPress={props.onTransfer} isFullWidth>
            {t('accountPanel.transfer')}
          </Button>
          <Button variant="secondary" onPress={props.onFaucet} isPending={props.isFaucetPending} isFullWidth>
            {t('accountPanel.faucet')}
          </Button>
        </div>
      </section>

      <AccountsList
        accounts={props.accounts}
        {...(props.currentUserId === undefined ? {} : { currentUserId: props.currentUserId })}
        onSelect={props.onSelectAccount}
        onRetry={props.onRetryAccounts}
      />

      {props.activity.length > 0 ? (
        <details className="wallet-section" open>
          <summary>{t('accountPanel.recentActivity')}</summary>
          <ul className="wallet-activity" role="list">
            {props.activity.map((item) => (
              <li key={item.id}>
                <span>{item.label}</span>
                <span className="num">{item.valueText}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
