import { useStore } from '@nanostores/react';
import { Button } from '#islands/ui/Button.tsx';
import { t } from '#lib/i18n/advanced.ts';
import { openModal } from '#stores/modal.ts';
import { $tradeAccount } from '#stores/trade-account.ts';
import './leverage.css';

/** Props of the chip: the market and the leverage in force there (null: no account, no chip). */
export interface LeverageChipViewProps {
  readonly market: string;
  readonly leverage: number | null;
  readonly onPress: () => void;
}

/** The leverage chip beside the market name ("20×"), which opens the leverage dialog. */
export function LeverageChipView({ market, leverage, onPress }: LeverageChipViewProps) {
  if (leverage === null) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      className="leverage-chip"
      aria-label={t('leverage.chipLabel', { leverage, market })}
      onPress={onPress}
    >
      {t('leverage.chip', { leverage })}
    </Button>
  );
}

/** The chip of the current account in `market`: shown once the account is loaded. */
export function LeverageChip({ market }: { readonly market: string }) {
  const account = useStore($tradeAccount);
  const leverage = account.status === 'ready' ? (account.leverage.get(market) ?? null) : null;
  return <LeverageChipView market={market} leverage={leverage} onPress={() => openModal('leverage', { market })} />;
}
