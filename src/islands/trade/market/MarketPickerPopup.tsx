import {
  Autocomplete,
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { useEffect, useState } from 'react';
import { ChevronDownIcon } from '#islands/ui/Icons.tsx';
import { Popover } from '#islands/ui/Popover.tsx';
import { displayTrend, formatPercent, formatPrice } from '#lib/domain/format.ts';
import { t } from '#lib/i18n/trade.ts';
import type { MarketStats } from '#stores/markets.ts';
import './market-picker.css';

/** Props of the market picker. */
export interface MarketPickerProps {
  /** The market shown now (the trigger's text). */
  readonly current: string;
  /** Every market with its last price and 24 h change. */
  readonly markets: readonly MarketStats[];
  readonly onSelect: (market: string) => void;
  /** Controlled open state (Ctrl/Cmd+K opens it from anywhere on the screen). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
}

/** Props of the loaded picker: the picker's, and whether its trigger takes focus from the placeholder it replaces. */
export interface MarketPickerPopupProps extends MarketPickerProps {
  readonly autoFocus: boolean;
}

/**
 * The market selector once loaded (MarketPicker loads it on first use): a trigger with the market's name opening a
 * searchable list (RAC Autocomplete: typing filters, arrows move, Enter picks) with each market's last price and
 * signed 24 h change.
 */
export default function MarketPickerPopup({
  current,
  markets,
  onSelect,
  isOpen,
  onOpenChange,
  autoFocus,
}: MarketPickerPopupProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // opens only once its trigger is on screen (and has taken focus from the placeholder), so closing gives focus back
  // to this trigger rather than to the placeholder it replaced
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <DialogTrigger isOpen={mounted && isOpen} onOpenChange={onOpenChange}>
      <AriaButton
        className="market-picker-trigger"
        aria-label={`${t('marketSelect.open')}: ${current}`}
        autoFocus={autoFocus}
      >
        <span className="market-picker-name">{current}</span>
        <ChevronDownIcon className="market-picker-chevron" />
      </AriaButton>
      <Popover placement="bottom start" className="market-picker-popover">
        <Dialog className="market-picker-dialog" aria-label={t('marketSelect.open')}>
          {({ close }) => (
            <Autocomplete filter={contains}>
              <SearchField className="market-picker-search" aria-label={t('marketSelect.search')} autoFocus>
                <Input className="ui-input market-picker-input" placeholder={t('marketSelect.search')} />
              </SearchField>
              <ListBox
                className="market-picker-list"
                aria-label={t('marketSelect.label')}
                items={markets}
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[current]}
                // with a selection mode RAC reports a press as a selection change, not an action
                onSelectionChange={(keys) => {
                  const [key] = keys === 'all' ? [] : [...keys];
                  if (key !== undefined && String(key) !== current) onSelect(String(key));
                  close();
                }}
                renderEmptyState={() => <p className="market-picker-empty">{t('marketSelect.empty')}</p>}
              >
                {(market) => {
                  const change = formatPercent(market.change24h, { signDisplay: 'exceptZero' });
                  return (
                    <ListBoxItem id={market.name} textValue={market.name} className="market-picker-item">
                      <span className="market-picker-item-name">{market.name}</span>
                      <span className="market-picker-item-price num">{formatPrice(market.price, market.tickSize)}</span>
                      <span className="market-picker-item-change num" data-trend={displayTrend(change)}>
                        {change}
                      </span>
                    </ListBoxItem>
                  );
                }}
              </ListBox>
            </Autocomplete>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
