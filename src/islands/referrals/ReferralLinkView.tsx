import { CopyButton } from '#islands/ui/CopyButton.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { formatPercent } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/referrals.ts';
import { ReferralQr } from './ReferralQr.tsx';

/** Props of the link panel: the link (undefined while the account loads) and the kickback rates (RATE scale). */
export interface ReferralLinkViewProps {
  readonly link?: string;
  readonly rates?: { readonly referee: bigint; readonly referrer: bigint };
}

/** Your referral link with Copy and its QR code, and how referrals pay, one sentence each. */
export function ReferralLinkView({ link, rates }: ReferralLinkViewProps) {
  return (
    <div className="referral-top">
      <section className="page-panel referral-link" aria-labelledby="referral-link-title">
        <h2 id="referral-link-title">{t('referrals.link.title')}</h2>
        <div className="referral-link-body">
          {link ? <ReferralQr text={link} label={t('referrals.link.qr')} /> : <Skeleton width={144} height={144} />}
          <div className="referral-link-text">
            {link ? (
              <code className="referral-url" data-testid="referral-link">
                {link}
              </code>
            ) : (
              <Skeleton width="16em" height="1.2em" />
            )}
            <CopyButton text={link ?? ''} isDisabled={!link}>
              {t('referrals.link.copy')}
            </CopyButton>
          </div>
        </div>
      </section>
      <section className="page-panel" aria-labelledby="referral-how-title">
        <h2 id="referral-how-title">{t('referrals.how.title')}</h2>
        {rates ? (
          <ul className="referral-how">
            <li>{t('referrals.how.referee', { rate: formatPercent(rates.referee) })}</li>
            <li>{t('referrals.how.referrer', { rate: formatPercent(rates.referrer) })}</li>
          </ul>
        ) : (
          <Skeleton width="100%" height="3em" />
        )}
      </section>
    </div>
  );
}
