import { Button } from '#islands/ui/Button.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { displayTrend, formatAmount, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/vault.ts';
import { formatSharePrice, SHARE_DECIMALS } from './vault-format.ts';

/** The acting account's stake, valued; undefined while loading. */
export interface YourStake {
  readonly shares: bigint;
  /** Value at the current share price (USDC base units). */
  readonly value: bigint;
  /** Value less the USDC put in and not yet withdrawn. */
  readonly pnl: bigint;
  /** Cost basis per share (PRICE scale); undefined without shares. */
  readonly entryPrice?: bigint;
}

/** Props of "Your position". */
export interface YourPositionViewProps {
  readonly stake?: YourStake;
  /** No account is signed in: a line saying how to take part instead of figures. */
  readonly isSignedOut?: boolean;
  /** Opens the wallet connect flow (the login panel); signed out, the Connect button calls it. */
  readonly onConnect?: () => void;
}

/** Shares, value, PnL since your deposits and the share price you entered at; signed out, how to take part and Connect. */
export function YourPositionView({ stake, isSignedOut, onConnect }: YourPositionViewProps) {
  const figure = (text: string | undefined) => text ?? <Skeleton width="5em" height="1em" />;
  const pnlText = stake && formatUsd(stake.pnl, { signDisplay: 'exceptZero' });
  return (
    <section className="page-panel" aria-labelledby="vault-you-title" data-testid="vault-you">
      <h2 id="vault-you-title">{t('vault.you.title')}</h2>
      {isSignedOut ? (
        <>
          <p className="vault-empty">{t('vault.you.signIn')}</p>
          {onConnect ? (
            <Button variant="primary" className="vault-connect" onPress={onConnect}>
              {t('vault.you.connect')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <dl className="vault-you">
            <div>
              <dt>{t('vault.you.shares')}</dt>
              <dd className="num" data-testid="vault-you-shares">
                {figure(stake && formatAmount(stake.shares, SHARE_DECIMALS))}
              </dd>
            </div>
            <div>
              <dt>{t('vault.you.value')}</dt>
              <dd className="num" data-testid="vault-you-value">
                {figure(stake && formatUsd(stake.value))}
              </dd>
            </div>
            <div>
              <dt>{t('vault.you.pnl')}</dt>
              <dd className="num" data-trend={pnlText && displayTrend(pnlText)}>
                {figure(pnlText)}
              </dd>
            </div>
            <div>
              <dt>{t('vault.you.entry')}</dt>
              <dd className="num">
                {figure(stake && (stake.entryPrice === undefined ? '–' : formatSharePrice(stake.entryPrice)))}
              </dd>
            </div>
          </dl>
          {stake?.shares === 0n ? <p className="vault-empty">{t('vault.you.none')}</p> : null}
        </>
      )}
    </section>
  );
}
