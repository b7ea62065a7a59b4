import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldParts, useErrorAfterBlur, type FieldProps } from './Field.tsx';
import { ChevronDownIcon } from './Icons.tsx';
import { OptionList, type PickerOption } from './Options.tsx';
import { Popover } from './Popover.tsx';
import { Spinner } from './Spinner.tsx';
import './select.css';

/** Props of a ComboBox: react-aria's (value, onChange, inputValue, onInputChange, isDisabled...) over typed options. */
export interface ComboBoxProps<T extends PickerOption>
  extends
    Omit<AriaComboBoxProps<T, 'single'>, 'children' | 'className' | 'items' | 'isInvalid' | 'selectionMode'>,
    FieldProps {
  readonly items: readonly T[];
  readonly placeholder?: string;
  /** Options are loading (e.g. a search): a spinner replaces the chevron. */
  readonly isLoading?: boolean;
  readonly className?: string;
}

/**
 * A searchable picker (RAC ComboBox): typing filters the options by name (contains, case-insensitive), the chosen
 * option's icon sits before the text, the list is at most 150 px tall (SPEC 9). The error shows after blur.
 */
export function ComboBox<T extends PickerOption>({
  items,
  label,
  description,
  errorMessage,
  isInvalid,
  errorVisibility,
  isLoading,
  placeholder,
  className,
  onBlur,
  ...props
}: ComboBoxProps<T>) {
  const shown = useErrorAfterBlur(isInvalid, errorVisibility, onBlur);
  const selected = items.find((item) => item.id === props.value);
  return (
    <AriaComboBox
      {...props}
      defaultItems={items}
      isInvalid={shown.isInvalid}
      onBlur={shown.onBlur}
      menuTrigger="focus"
      allowsEmptyCollection
      className={className ? `ui-field ui-select ${className}` : 'ui-field ui-select'}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className="ui-input-group ui-combobox-group" isInvalid={shown.isInvalid} isDisabled={props.isDisabled}>
          {selected?.icon ? <span className="ui-option-icon">{selected.icon}</span> : null}
          <Input className="ui-input" placeholder={placeholder} />
          <AriaButton className="ui-combobox-button" aria-busy={isLoading || undefined}>
            {isLoading ? <Spinner /> : <ChevronDownIcon className="ui-select-chevron" />}
          </AriaButton>
        </Group>
      </FieldParts>
      <Popover className="ui-select-popover">
        <OptionList<T> />
      </Popover>
    </AriaComboBox>
  );
}
