import { PlainButton as Button } from '#islands/ui/PlainButton.tsx';
import { AlertIcon, CheckIcon } from '#islands/ui/Icons.tsx';
import { CloseIcon } from '#islands/ui/overlay-icons.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import { formatAmount } from '#lib/domain/format.ts';
import { t, type MessageKey } from '#lib/i18n/index.ts';
import type { FaucetTokenProgress, FaucetTokenStatus } from '#stores/faucet.ts';
import './faucet.css';

/** Props of the faucet's progress card. */
export interface FaucetProgressViewProps {
  readonly run: readonly FaucetTokenProgress[];
  /** The run still mints or credits: closing waits. */
  readonly isPending: boolean;
  readonly onClose: () => void;
}

const LABEL: Readonly<Record<FaucetTokenStatus, MessageKey>> = {
  waiting: 'faucet.waiting',
  minting: 'faucet.minting',
  minted: 'faucet.minted',
  credited: 'faucet.credited',
  failed: 'faucet.failed',
};

function StatusIcon({ status }: { readonly status: FaucetTokenStatus }) {
  if (status === 'credited') return <CheckIcon />;
  if (status === 'failed') return <AlertIcon />;
  if (status === 'waiting') return <span className="faucet-dot" />;
  return <Spinner />;
}

/**
 * The test faucet's progress card, in the toast corner (SPEC 7: USDC 10000, SOL 10, BTC 1 minted a second apart, then
 * credited by the deposit-claim scan): one row per token with its amount and where it is, announced politely.
 */
export function FaucetProgressView({ run, isPending, onClose }: FaucetProgressViewProps) {
  return (
    <section className="faucet-progress" aria-labelledby="faucet-progress-title">
      <header className="faucet-progress-header">
        <h2 id="faucet-progress-title" className="faucet-progress-title">
          {t('faucet.title')}
        </h2>
        <Button variant="ghost" size="sm" onPress={onClose} isDisabled={isPending} aria-label={t('faucet.close')}>
          <CloseIcon />
        </Button>
      </header>
      <ul className="faucet-progress-list" role="list" aria-live="polite">
        {run.map((p) => (
          <li key={p.token} className="faucet-progress-row" data-status={p.status}>
            <span className="faucet-progress-icon" aria-hidden="true">
              <StatusIcon status={p.status} />
            </span>
            <span className="faucet-progress-amount num">
              {formatAmount(p.units, p.decimals)} {p.token}
            </span>
            <span className="faucet-progress-status">{t(LABEL[p.status])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
