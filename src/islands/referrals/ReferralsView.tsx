import type { ReactNode } from 'react';
import { t } from '#lib/i18n/referrals.ts';
import './referrals.css';

/** Props of the /account/referrals layout: the invite line, and the panels as slots (none when signed out). */
export interface ReferralsViewProps {
  readonly title: string;
  /** "You were invited by account N: sign up to get X% back": a referee sees the discount before signing up. */
  readonly invitation?: string;
  /** Signed out: this line instead of the panels. */
  readonly signedOutMessage?: string;
  readonly link?: ReactNode;
  readonly stats?: ReactNode;
  readonly referees?: ReactNode;
}

/** /account/referrals: link and how it pays, then the figures and the claim, then the referees. */
export function ReferralsView(props: ReferralsViewProps) {
  return (
    <section className="referral-page" aria-labelledby="referral-title">
      <header className="referral-head">
        <h1 id="referral-title">{props.title}</h1>
        <p className="referral-intro">{t('referrals.intro')}</p>
      </header>
      {props.invitation ? (
        <p className="referral-invite" data-testid="referral-invitation">
          {props.invitation}
        </p>
      ) : null}
      {props.signedOutMessage ? <p className="referral-panel referral-note">{props.signedOutMessage}</p> : null}
      {props.link}
      {props.stats}
      {props.referees}
    </section>
  );
}
