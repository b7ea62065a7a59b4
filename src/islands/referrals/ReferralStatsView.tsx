import { Button } from '#islands/ui/Button.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { formatAmount, formatUsd } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/referrals.ts';

/** A period's figures (USD base units). */
export interface ReferralPeriod {
  readonly referees: number;
  readonly volume: bigint;
  readonly earned: bigint;
}

/** Props of the figures and the claim. Undefined parts load (skeletons). */
export interface ReferralStatsViewProps {
  readonly month?: ReferralPeriod & { readonly trades: number };
  /** Not every page of this month could be read: what was read shows, with a note. */
  readonly isMonthPartial?: boolean;
  readonly allTime?: ReferralPeriod;
  readonly toClaim?: bigint;
  readonly claimed?: bigint;
  readonly onClaim: () => void;
  readonly isClaiming?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
}

const figure = (text: string | undefined, testId?: string) => (
  <dd className="num" data-testid={testId}>
    {text ?? <Skeleton width="5em" height="1.1em" />}
  </dd>
);
/** USDC with every base unit shown: a reward is small and claimed to the unit. */
const usdc = (units: bigint) => `${formatAmount(units, 6)} USDC`;

/** This month's and all-time figures, then the reward to claim with Claim and what was claimed so far. */
export function ReferralStatsView(props: ReferralStatsViewProps) {
  const { month, allTime } = props;
  return (
    <div className="referral-stats">
      {props.errorMessage ? (
        <div className="referral-alert" role="alert">
          <span>{props.errorMessage}</span>
          {props.onRetry ? (
            <Button size="sm" onPress={props.onRetry}>
              {t('ui.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <section className="page-panel" aria-labelledby="referral-month-title">
        <h2 id="referral-month-title">{t('referrals.month.title')}</h2>
        <dl className="referral-figures">
          <div>
            <dt>{t('referrals.referees')}</dt>
            {figure(month && String(month.referees))}
          </div>
          <div>
            <dt>{t('referrals.volume')}</dt>
            {figure(month && formatUsd(month.volume), 'referral-month-volume')}
          </div>
          <div>
            <dt>{t('referrals.trades')}</dt>
            {figure(month && String(month.trades))}
          </div>
          <div>
            <dt>{t('referrals.earned')}</dt>
            {figure(month && usdc(month.earned), 'referral-month-earned')}
          </div>
        </dl>
        {props.isMonthPartial ? <p className="page-note">{t('referrals.month.partial')}</p> : null}
      </section>
      <section className="page-panel" aria-labelledby="referral-total-title">
        <h2 id="referral-total-title">{t('referrals.total.title')}</h2>
        <dl className="referral-figures">
          <div>
            <dt>{t('referrals.referees')}</dt>
            {figure(allTime && String(allTime.referees), 'referral-referees')}
          </div>
          <div>
            <dt>{t('referrals.volume')}</dt>
            {figure(allTime && formatUsd(allTime.volume))}
          </div>
          <div>
            <dt>{t('referrals.earned')}</dt>
            {figure(allTime && usdc(allTime.earned))}
          </div>
        </dl>
      </section>
      <section className="page-panel referral-claim" aria-labelledby="referral-claim-title">
        <h2 id="referral-claim-title">{t('referrals.toClaim')}</h2>
        <p className="referral-claim-amount num" data-testid="referral-to-claim">
          {props.toClaim === undefined ? <Skeleton width="7em" height="1.4em" /> : usdc(props.toClaim)}
        </p>
        <Button
          variant="primary"
          onPress={props.onClaim}
          isPending={props.isClaiming}
          isDisabled={props.toClaim === undefined || props.toClaim === 0n}
        >
          {t('referrals.claim')}
        </Button>
        <dl className="referral-figures">
          <div>
            <dt>{t('referrals.claimed')}</dt>
            {figure(props.claimed === undefined ? undefined : usdc(props.claimed), 'referral-claimed')}
          </div>
        </dl>
      </section>
    </div>
  );
}
