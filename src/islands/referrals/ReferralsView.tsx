import type { ReactNode } from 'react';
import { ConnectPrompt } from '#islands/ui/ConnectPrompt.tsx';
import { PageFrame } from '#islands/ui/PageFrame.tsx';
import { t } from '#lib/i18n/referrals.ts';
import './referrals.css';

/** Props of the /account/referrals layout: the invite line, and the panels as slots (none when signed out). */
export interface ReferralsViewProps {
  readonly title: string;
  /** "You were invited by account N: sign up to get X% back": a referee sees the discount before signing up. */
  readonly invitation?: string;
  /** Signed out: the connect prompt (its button opens the login panel) instead of the panels. */
  readonly signedOut?: { readonly onConnect: () => void };
  readonly link?: ReactNode;
  readonly stats?: ReactNode;
  readonly referees?: ReactNode;
}

/** /account/referrals: link and how it pays, then the figures and the claim, then the referees. */
export function ReferralsView(props: ReferralsViewProps) {
  return (
    <PageFrame titleId="referral-title" title={props.title} intro={t('referrals.intro')}>
      {props.invitation ? (
        <p className="referral-invite" data-testid="referral-invitation">
          {props.invitation}
        </p>
      ) : null}
      {props.signedOut ? (
        <ConnectPrompt
          title={t('referrals.signIn')}
          description={t('referrals.connect.description')}
          buttonLabel={t('referrals.connect.button')}
          onConnect={props.signedOut.onConnect}
        />
      ) : null}
      {props.link}
      {props.stats}
      {props.referees}
    </PageFrame>
  );
}
