import { Button } from '#islands/ui/Button.tsx';
import { formatPrice, formatSize } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/activity.ts';
import './activity.css';
import './close-all.css';

/** One position the confirmation lists: the order that closes it and the worst price it accepts. */
export interface CloseAllRow {
  readonly market: string;
  readonly baseToken: string;
  readonly baseDecimals: number;
  readonly lotSize: bigint;
  /** USD x 10^9. */
  readonly tickSize: bigint;
  /** The position's signed size (base units). */
  readonly size: bigint;
  /** The close's worst acceptable price (SPEC 7: 0.95 x index for a long, 1.05 x for a short). */
  readonly worstPrice: bigint;
}

/** Props of the Close all confirmation. */
export interface CloseAllViewProps {
  readonly rows: readonly CloseAllRow[];
  readonly isPending?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** What Close all will do, position by position, and the Confirm that does it. */
export function CloseAllView({ rows, isPending, onConfirm, onCancel }: CloseAllViewProps) {
  if (rows.length === 0) return <p className="close-all-intro">{t('closeAll.none')}</p>;
  return (
    <div className="close-all">
      <p className="close-all-intro">{t('closeAll.intro')}</p>
      <table className="close-all-list" aria-label={t('closeAll.label')}>
        <thead>
          <tr>
            <th scope="col">{t('closeAll.col.market')}</th>
            <th scope="col">{t('closeAll.col.order')}</th>
            <th scope="col" data-numeric>
              {t('closeAll.col.worst')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const buying = r.size < 0n;
            return (
              <tr key={r.market}>
                <th scope="row">{r.market}</th>
                <td data-trend={buying ? 'up' : 'down'}>
                  {t('closeAll.order', {
                    side: t(buying ? 'activity.buy' : 'activity.sell'),
                    size: formatSize(buying ? -r.size : r.size, r.baseDecimals, r.lotSize),
                    token: r.baseToken,
                  })}
                </td>
                <td data-numeric>{formatPrice(r.worstPrice, r.tickSize)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="close-all-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t(rows.length === 1 ? 'closeAll.keepOne' : 'closeAll.keep')}
        </Button>
        <Button variant="danger" onPress={onConfirm} isPending={isPending}>
          {t(rows.length === 1 ? 'closeAll.confirmOne' : 'closeAll.confirm', { count: rows.length })}
        </Button>
      </div>
    </div>
  );
}
