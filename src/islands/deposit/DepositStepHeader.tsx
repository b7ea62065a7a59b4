import { Button } from '#islands/ui/Button.tsx';
import { t } from '#lib/i18n/funds.ts';

/** Props of a step's header: its heading and where Back leads. */
export interface DepositStepHeaderProps {
  readonly heading: string;
  readonly onBack: () => void;
  /** Back is not allowed now (a deposit is being submitted). */
  readonly isBackDisabled?: boolean;
}

/** The row above every step after the start: Back (slides the wizard back) and the step's heading. */
export function DepositStepHeader({ heading, onBack, isBackDisabled }: DepositStepHeaderProps) {
  return (
    <div className="deposit-step-header">
      <Button variant="ghost" size="sm" onPress={onBack} isDisabled={isBackDisabled} aria-label={t('deposit.back')}>
        <BackIcon />
      </Button>
      <h3 className="deposit-step-heading">{heading}</h3>
    </div>
  );
}

function BackIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
