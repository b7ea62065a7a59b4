import type { ReactNode } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldParts, useErrorAfterBlur, type FieldProps } from './Field.tsx';

/** Props of a text field: react-aria's (value, onChange, isDisabled, isRequired, maxLength...) and the field parts. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'isInvalid'>, FieldProps {
  readonly placeholder?: string;
  /** Shown at the end of the box, e.g. a unit or a short hint. */
  readonly suffix?: ReactNode;
  readonly className?: string;
}

/** A labelled single-line text input (RAC TextField) whose error shows after blur (SPEC 5). */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  errorVisibility,
  placeholder,
  suffix,
  className,
  onBlur,
  ...props
}: TextFieldProps) {
  const shown = useErrorAfterBlur(isInvalid, errorVisibility, onBlur);
  return (
    <AriaTextField
      {...props}
      isInvalid={shown.isInvalid}
      onBlur={shown.onBlur}
      className={className ? `ui-field ${className}` : 'ui-field'}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className="ui-input-group" isInvalid={shown.isInvalid} isDisabled={props.isDisabled}>
          <Input className="ui-input" placeholder={placeholder} />
          {suffix ? <span className="ui-input-suffix">{suffix}</span> : null}
        </Group>
      </FieldParts>
    </AriaTextField>
  );
}
