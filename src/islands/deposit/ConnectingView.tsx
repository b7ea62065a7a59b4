import { Button } from '#islands/ui/Button.tsx';
import { AlertIcon, CheckIcon } from '#islands/ui/Icons.tsx';
import { Spinner } from '#islands/ui/Spinner.tsx';
import './deposit.css';
import { t, type FundsMessageKey } from '#lib/i18n/funds.ts';
import { DepositStepHeader } from './DepositStepHeader.tsx';
import type { ConnectStatus } from './wizard.ts';

/** Props of the connecting panel. */
export interface ConnectingViewProps {
  readonly status: ConnectStatus;
  readonly walletName: string;
  readonly walletIcon?: string;
  /** Why the connection failed (the wallet's error), shown under the failure. */
  readonly error?: FundsMessageKey;
  readonly onRetry: () => void;
  readonly onContinue: () => void;
  /** Back to wallet selection (SPEC 4), also while the wallet still asks. */
  readonly onBack: () => void;
}

/** Connecting, failed with Try again, or success (SPEC 3 deposit status), announced to screen readers as it changes. */
export function ConnectingView({
  status,
  walletName,
  walletIcon,
  error,
  onRetry,
  onContinue,
  onBack,
}: ConnectingViewProps) {
  const message: Record<ConnectStatus, FundsMessageKey> = {
    connecting: 'deposit.connecting.connecting',
    failed: 'deposit.connecting.failed',
    success: 'deposit.connecting.success',
  };
  return (
    <div className="deposit-connecting" data-status={status}>
      <DepositStepHeader heading={t('deposit.connecting.heading')} onBack={onBack} />
      <div className="deposit-connecting-body">
        <span className="deposit-connecting-mark" aria-hidden="true">
          {walletIcon ? <img src={walletIcon} alt="" width={40} height={40} /> : null}
          <span className="deposit-connecting-state">
            {status === 'connecting' ? <Spinner /> : status === 'failed' ? <AlertIcon /> : <CheckIcon />}
          </span>
        </span>
        <p className="deposit-connecting-message" role={status === 'failed' ? 'alert' : 'status'}>
          {t(message[status], { wallet: walletName })}
          {status === 'failed' && error !== undefined ? (
            <span className="deposit-connecting-error">{t(error)}</span>
          ) : null}
        </p>
        {status === 'failed' && (
          <Button variant="primary" onPress={onRetry}>
            {t('ui.retry')}
          </Button>
        )}
        {status === 'success' && (
          <Button variant="primary" onPress={onContinue}>
            {t('deposit.connecting.continue')}
          </Button>
        )}
      </div>
    </div>
  );
}
