import { Button } from '#islands/ui/Button.tsx';
import { CopyButton } from '#islands/ui/CopyButton.tsx';
import { AlertIcon } from '#islands/ui/Icons.tsx';
import { Skeleton } from '#islands/ui/Skeleton.tsx';
import './deposit.css';
import { t } from '#lib/i18n/funds.ts';
import { DepositStepHeader } from './DepositStepHeader.tsx';
import { QrCode } from './QrCode.tsx';

/** The deposit address as the panel gets it: loading, known, failed to load, or none without an account. */
export type DepositAddressState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly address: string }
  | { readonly status: 'error' }
  | { readonly status: 'noAccount' };

/** Props of the deposit address panel. */
export interface DepositAddressViewProps {
  readonly state: DepositAddressState;
  readonly onRetry: () => void;
  readonly onBack: () => void;
}

/**
 * The account's own deposit address (SPEC 2): a QR code, the full address with Copy, and what may be sent there;
 * whatever arrives is credited by the deposit-claim scan.
 */
export function DepositAddressView({ state, onRetry, onBack }: DepositAddressViewProps) {
  return (
    <div className="deposit-address">
      <DepositStepHeader heading={t('deposit.address.heading')} onBack={onBack} />
      {state.status === 'noAccount' ? (
        <p className="deposit-empty">{t('deposit.address.unavailable')}</p>
      ) : state.status === 'error' ? (
        <div className="deposit-address-error" role="alert">
          <AlertIcon />
          <span>{t('deposit.address.failed')}</span>
          <Button size="sm" onPress={onRetry}>
            {t('ui.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="deposit-address-description">{t('deposit.address.description')}</p>
          <div className="deposit-address-qr" aria-busy={state.status === 'loading' || undefined}>
            {state.status === 'ready' ? (
              <QrCode text={state.address} aria-label={t('deposit.address.qr')} />
            ) : (
              <Skeleton className="deposit-address-qr-skeleton" />
            )}
          </div>
          <div className="deposit-address-box">
            {state.status === 'ready' ? (
              <>
                <code className="deposit-address-text">{state.address}</code>
                <CopyButton text={state.address} aria-label={t('deposit.address.copy')} variant="secondary" />
              </>
            ) : (
              <Skeleton className="deposit-address-text-skeleton" />
            )}
          </div>
          <p className="deposit-address-warning">
            <AlertIcon />
            <span>{t('deposit.address.warning')}</span>
          </p>
        </>
      )}
    </div>
  );
}
