import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { t } from '#lib/i18n/index.ts';
import { FieldParts, useErrorAfterBlur, type FieldProps } from './Field.tsx';
import { ChevronDownIcon } from './Icons.tsx';
import { OptionContent, OptionList, type PickerOption } from './Options.tsx';
import { Popover } from './Popover.tsx';
import { Spinner } from './Spinner.tsx';
import './select.css';

/** Props of a Select: react-aria's single-selection props (value, onChange, isDisabled...) over typed options. */
export interface SelectProps<T extends PickerOption>
  extends
    Omit<AriaSelectProps<T, 'single'>, 'children' | 'className' | 'items' | 'isInvalid' | 'selectionMode'>,
    FieldProps {
  readonly items: readonly T[];
  /** Options are still loading: the trigger shows a spinner and cannot open. */
  readonly isLoading?: boolean;
  readonly className?: string;
}

/**
 * A picker of one option (RAC Select) for tokens, networks and accounts: each row has an icon, a name and secondary
 * text (a balance, a fee); the list is at most 150 px tall (SPEC 9). The error shows after blur.
 */
export function Select<T extends PickerOption>({
  items,
  label,
  description,
  errorMessage,
  isInvalid,
  errorVisibility,
  isLoading,
  isDisabled,
  placeholder = t('ui.select.placeholder'),
  className,
  onBlur,
  ...props
}: SelectProps<T>) {
  const shown = useErrorAfterBlur(isInvalid, errorVisibility, onBlur);
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      isDisabled={isDisabled || isLoading}
      isInvalid={shown.isInvalid}
      onBlur={shown.onBlur}
      data-loading={isLoading || undefined}
      className={className ? `ui-field ui-select ${className}` : 'ui-field ui-select'}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <AriaButton className="ui-select-trigger">
          <SelectValue<T> className="ui-select-value">
            {({ selectedItems: [selected], defaultChildren }) =>
              selected ? <OptionContent option={selected} isCompact /> : defaultChildren
            }
          </SelectValue>
          {isLoading ? <Spinner /> : <ChevronDownIcon className="ui-select-chevron" />}
        </AriaButton>
      </FieldParts>
      <Popover className="ui-select-popover">
        <OptionList items={items} />
      </Popover>
    </AriaSelect>
  );
}
