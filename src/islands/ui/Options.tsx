import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { CheckIcon } from './Icons.tsx';
import './options.css';

/**
 * One choice of a Select or ComboBox (a token, a network, an account): an icon, a name, and secondary text such
 * as a balance or a fee, already formatted by the caller.
 */
export interface PickerOption {
  readonly id: Key;
  /** The name; also what typing matches and what screen readers read. */
  readonly label: string;
  readonly icon?: ReactNode;
  /** Secondary text at the end of the row (a balance, a fee); tabular figures. */
  readonly detail?: ReactNode;
  readonly isDisabled?: boolean;
}

/**
 * Icon, name and detail of an option as a list row; `isCompact` drops the detail for the closed trigger, whose
 * accessible name is the label and the name alone.
 */
export function OptionContent({
  option,
  isSelected,
  isCompact,
}: {
  option: PickerOption;
  isSelected?: boolean;
  isCompact?: boolean;
}) {
  return (
    <>
      {option.icon ? <span className="ui-option-icon">{option.icon}</span> : null}
      <span className="ui-option-label">{option.label}</span>
      {option.detail !== undefined && !isCompact ? <span className="ui-option-detail num">{option.detail}</span> : null}
      {isSelected ? <CheckIcon className="ui-option-check" /> : null}
    </>
  );
}

/**
 * The list inside a Select's popover (given `items`) or a ComboBox's (fed by the ComboBox, which filters them):
 * at most the spec's 150 px tall, then it scrolls.
 */
export function OptionList<T extends PickerOption>({ items }: { items?: readonly T[] }) {
  return (
    <ListBox<T>
      items={items}
      className="ui-option-list"
      renderEmptyState={() => <div className="ui-option-empty">{t('ui.noResults')}</div>}
    >
      {(option) => (
        <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className="ui-option">
          {({ isSelected }) => <OptionContent option={option} isSelected={isSelected} />}
        </ListBoxItem>
      )}
    </ListBox>
  );
}

/**
 * A round token or network glyph: the symbol's first letter (drawn by CSS, so it never joins the row's text or
 * accessible name) on a disc of the token's colour, until the app ships logos.
 */
export function TokenIcon({ symbol }: { symbol: string }) {
  return (
    <span
      className="ui-token-icon"
      data-symbol={symbol.toUpperCase()}
      data-letter={symbol.slice(0, 1).toUpperCase()}
      aria-hidden="true"
    />
  );
}
