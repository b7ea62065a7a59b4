import { Skeleton } from '#islands/ui/Skeleton.tsx';
import { formatAmount, formatPercent } from '#lib/domain/format.ts';
import type { VaultTerms } from '#lib/domain/vault.ts';
import { t } from '#lib/i18n/vault.ts';

/** Props of the vault's terms, from the configuration; undefined while it loads. */
export interface VaultTermsViewProps {
  readonly terms?: VaultTerms;
}

/** Profit share, withdrawal fee and minimum deposit, each with what it means in a few words. */
export function VaultTermsView({ terms }: VaultTermsViewProps) {
  const value = (text: string | undefined) => text ?? <Skeleton width="4em" height="1em" />;
  return (
    <section className="page-panel" aria-labelledby="vault-terms-title">
      <h2 id="vault-terms-title">{t('vault.terms.title')}</h2>
      <dl className="vault-terms">
        <div>
          <dt>{t('vault.terms.profitShare')}</dt>
          <dd className="num" data-testid="vault-profit-share">
            {value(terms && formatPercent(terms.profitShare))}
          </dd>
          <dd className="vault-stat-note">{t('vault.terms.profitShareHint')}</dd>
        </div>
        <div>
          <dt>{t('vault.terms.withdrawalFee')}</dt>
          <dd className="num" data-testid="vault-withdrawal-fee">
            {value(terms && formatPercent(terms.withdrawalFee))}
          </dd>
          <dd className="vault-stat-note">{t('vault.terms.withdrawalFeeHint')}</dd>
        </div>
        <div>
          <dt>{t('vault.terms.minDeposit')}</dt>
          <dd className="num">{value(terms && `${formatAmount(terms.minDeposit, 6)} USDC`)}</dd>
        </div>
      </dl>
    </section>
  );
}
