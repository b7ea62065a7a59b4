import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { Switch } from '#islands/ui/Switch.tsx';
import type { AccountSummary } from '#lib/domain/account-summary.ts';
import { formatLeverage, formatPercent, formatUsd } from '#lib/domain/format.ts';
import { LIQUIDATION_MARGIN_USAGE, marginRisk, type EarnSummary } from '#lib/domain/lending-actions.ts';
import { t } from '#lib/i18n/earn.ts';
import './lending.css';

/** Props of the /earn summary. */
export interface EarnSummaryViewProps {
  /** No account is connected: the summary says how to start instead. */
  readonly signedOut?: boolean;
  /** The account's lending in USD and its net APR; undefined while loading (skeletons). */
  readonly earn: EarnSummary | undefined;
  /** The account panel's figures; undefined while loading. */
  readonly account: AccountSummary | undefined;
  /** Whether autolend is on (what was pressed last, at once); undefined until the account's data first loads. */
  readonly autolend: boolean | undefined;
  /** A press; the switch stays usable while a call is out or the account's figures reload (the press is queued). */
  readonly onAutolendChange: (on: boolean) => void;
}

/**
 * The account's lending at a glance: supplied and borrowed in USD, net APR, and the account's health as the account
 * panel shows it (margin usage coloured by risk, with the liquidation threshold, and leverage); then the autolend
 * switch with what it does.
 */
export function EarnSummaryView(props: EarnSummaryViewProps) {
  if (props.signedOut) {
    return (
      <section className="earn-summary" aria-label={t('earn.summary.title')}>
        <p className="earn-summary-empty">{t('earn.summary.signedOut')}</p>
      </section>
    );
  }
  const { earn, account } = props;
  const risk = account === undefined ? undefined : marginRisk(account);
  const figure = (value: string | undefined) => (value === undefined ? <Skeleton width="5em" /> : value);
  return (
    <section className="earn-summary" aria-label={t('earn.summary.title')}>
      <dl className="earn-summary-figures">
        <div>
          <dt>{t('earn.summary.supplied')}</dt>
          <dd className="num">{figure(earn && formatUsd(earn.suppliedUsd))}</dd>
        </div>
        <div>
          <dt>{t('earn.summary.borrowed')}</dt>
          <dd className="num">{figure(earn && formatUsd(earn.borrowedUsd))}</dd>
        </div>
        <div>
          <dt>{t('earn.summary.netApr')}</dt>
          <dd className="num" data-trend={earn?.netApr != null && earn.netApr < 0n ? 'down' : undefined}>
            {figure(earn && (earn.netApr === null ? '–' : formatPercent(earn.netApr)))}
          </dd>
        </div>
        <div className="earn-summary-health" data-risk={risk}>
          <dt>{t('earn.summary.health')}</dt>
          <dd className="num">
            {figure(account && (account.marginUsage === null ? '–' : formatPercent(account.marginUsage)))}
            {risk ? <span className="earn-summary-risk">{t(`earn.summary.risk.${risk}`)}</span> : null}
          </dd>
          <dd className="earn-summary-note">
            {t('earn.summary.liquidation', { threshold: formatPercent(LIQUIDATION_MARGIN_USAGE, { decimals: 0 }) })}
          </dd>
        </div>
        <div>
          <dt>{t('earn.summary.leverage')}</dt>
          <dd className="num">
            {figure(account && (account.leverage === null ? '–' : formatLeverage(account.leverage)))}
          </dd>
        </div>
      </dl>
      <Switch
        className="earn-autolend"
        isSelected={props.autolend ?? false}
        onChange={props.onAutolendChange}
        isDisabled={props.autolend === undefined}
        description={t('earn.autolend.help')}
      >
        {t('earn.autolend')}
      </Switch>
    </section>
  );
}
