import { useState } from 'react';
import { withErrorBoundary } from '#islands/app/ErrorBoundary.tsx';
import { useIslandStore } from '#islands/app/use-island-store.ts';
import { formatPercent } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/referrals.ts';
import { $currentUserId } from '#stores/current-user.ts';
import { openPanel } from '#stores/panel.ts';
import { $referral } from '#stores/referral.ts';
import {
  $referees,
  $referralMonthTotals,
  $referralRates,
  $referralSummary,
  claimReferralReward,
  reloadReferrals,
} from '#stores/referrals.ts';
import { readyValue } from '#stores/resource.ts';
import { $isWide } from '#stores/viewport.ts';
import { RefereesView } from './RefereesView.tsx';
import { ReferralLinkView } from './ReferralLinkView.tsx';
import { ReferralStatsView } from './ReferralStatsView.tsx';
import { ReferralsView } from './ReferralsView.tsx';

const LOADING = { status: 'loading' } as const;

/** The link a referee opens: the site with ?referral=<your account id> (SPEC 2 saves it before sign-up). */
function referralLink(userId: string): string {
  return `${window.location.origin}/?referral=${userId}`;
}

/** The /account/referrals container: the referral stores in, the panels' props out. */
function ReferralsScreenContainer() {
  const userId = useIslandStore($currentUserId);
  const invitedBy = useIslandStore($referral);
  const rates = useIslandStore($referralRates);
  const summaryResource = useIslandStore($referralSummary, LOADING);
  const monthResource = useIslandStore($referralMonthTotals, LOADING);
  const refereesResource = useIslandStore($referees, LOADING);
  const isWide = useIslandStore($isWide);
  const [isClaiming, setClaiming] = useState(false);
  const summary = readyValue(summaryResource);
  const month = readyValue(monthResource);
  const referees = readyValue(refereesResource);
  const claim = async () => {
    setClaiming(true);
    await claimReferralReward().catch(() => undefined); // the store's toast says what failed
    setClaiming(false);
  };
  const invitation =
    userId === undefined && invitedBy !== undefined && rates !== undefined
      ? t('referrals.invited', { id: invitedBy, rate: formatPercent(rates.referee) })
      : undefined;
  if (userId === undefined)
    return (
      <ReferralsView
        title={t('page.referrals')}
        {...(invitation ? { invitation } : {})}
        signedOut={{ onConnect: () => openPanel('login') }}
      />
    );
  const failed = summaryResource.status === 'error';
  return (
    <ReferralsView
      title={t('page.referrals')}
      link={<ReferralLinkView link={referralLink(userId)} {...(rates ? { rates } : {})} />}
      stats={
        <ReferralStatsView
          {...(month
            ? {
                month: {
                  referees: month.totals.referees,
                  volume: month.totals.volume,
                  earned: month.totals.kickback,
                  trades: month.totals.trades,
                },
                isMonthPartial: !month.isComplete,
              }
            : {})}
          {...(summary
            ? {
                allTime: { referees: summary.referees, volume: summary.volume, earned: summary.earned },
                toClaim: summary.toClaim,
                claimed: summary.claimed,
              }
            : {})}
          onClaim={() => void claim()}
          isClaiming={isClaiming}
          {...(failed ? { errorMessage: t('referrals.failed'), onRetry: reloadReferrals } : {})}
        />
      }
      referees={
        <RefereesView
          rows={(referees ?? []).map((r) => ({
            id: r.refereeId,
            volume: r.volume,
            fees: r.fees,
            kickback: r.kickback,
          }))}
          isLoading={refereesResource.status === 'loading'}
          isNarrow={!isWide}
        />
      }
    />
  );
}

/** The /account/referrals screen island. */
export const ReferralsScreen = withErrorBoundary(ReferralsScreenContainer);
