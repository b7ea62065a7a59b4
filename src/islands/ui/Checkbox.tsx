import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Description, FieldError, useErrorAfterBlur, type ErrorVisibility } from './Field.tsx';
import { CheckIcon } from './Icons.tsx';
import './toggle.css';

/** Props of a checkbox: react-aria's (isSelected, onChange, isDisabled, isRequired...) with its label as children. */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'isInvalid'> {
  /** The label, next to the box; pressing it toggles the box. */
  readonly children: ReactNode;
  readonly description?: ReactNode;
  readonly errorMessage?: ReactNode;
  readonly isInvalid?: boolean;
  readonly errorVisibility?: ErrorVisibility;
  readonly className?: string;
}

/** A checkbox with its label, help and error (RAC CheckboxField), e.g. the consents of Create account. */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  errorVisibility,
  className,
  onBlur,
  ...props
}: CheckboxProps) {
  const shown = useErrorAfterBlur(isInvalid, errorVisibility, onBlur);
  return (
    <CheckboxField
      {...props}
      isInvalid={shown.isInvalid}
      onBlur={shown.onBlur}
      className={className ? `ui-toggle-field ${className}` : 'ui-toggle-field'}
    >
      <CheckboxButton className="ui-checkbox">
        <span className="ui-checkbox-box" aria-hidden="true">
          <CheckIcon className="ui-checkbox-tick" />
        </span>
        <span className="ui-toggle-label">{children}</span>
      </CheckboxButton>
      {description ? <Description className="ui-toggle-help">{description}</Description> : null}
      <FieldError className="ui-field-error ui-toggle-help">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
