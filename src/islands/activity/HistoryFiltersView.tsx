import { PlainButton } from '#islands/ui/PlainButton.tsx';
import { DeferredSelect } from '#islands/ui/DeferredSelect.tsx';
import { t } from '#lib/i18n/activity.ts';
import { DateFilterField } from './DateFilterField.tsx';
import './history.css';

/** The filter as the fields hold it: a market (undefined: all) and UTC days "YYYY-MM-DD" ('' : no bound). */
export interface HistoryFilterFields {
  readonly market: string | undefined;
  readonly from: string;
  readonly to: string;
}

const ALL = 'all';

/** Market and date-range filters of the history lists. */
export function HistoryFiltersView(props: {
  readonly markets: readonly string[];
  readonly value: HistoryFilterFields;
  readonly onChange: (value: HistoryFilterFields) => void;
  /** The list has no market (transfers, deposits, withdrawals): the market filter is off and says why. */
  readonly marketApplies: boolean;
}) {
  const { value, onChange } = props;
  const items = [
    { id: ALL, label: t('history.filter.allMarkets') },
    ...props.markets.map((m) => ({ id: m, label: m })),
  ];
  const filtered = value.market !== undefined || value.from !== '' || value.to !== '';
  return (
    <div className="history-filters">
      {/* the market picker's code (react-aria's select) loads on first use: the page is usable before it */}
      <div className="ui-field history-filter-market">
        <span className="ui-label" aria-hidden="true">
          {t('history.filter.market')}
        </span>
        <DeferredSelect
          aria-label={t('history.filter.market')}
          items={items}
          value={value.market ?? ALL}
          onChange={(key) => onChange({ ...value, market: key === ALL || key === null ? undefined : String(key) })}
          isDisabled={!props.marketApplies}
        />
        {props.marketApplies ? null : <span className="ui-description">{t('history.filter.noMarket')}</span>}
      </div>
      <DateFilterField
        label={t('history.filter.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        className="history-filter-date"
      />
      <DateFilterField
        label={t('history.filter.to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        className="history-filter-date"
      />
      {filtered ? (
        <PlainButton
          variant="ghost"
          size="sm"
          onPress={() => onChange({ market: undefined, from: '', to: '' })}
          className="history-filter-clear"
        >
          {t('history.filter.clear')}
        </PlainButton>
      ) : null}
    </div>
  );
}
