import { useCallback, useState, type FocusEvent, type ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps,
  type TextProps,
} from 'react-aria-components';
import { AlertIcon } from './Icons.tsx';
import './field.css';

/**
 * When a field shows its error (SPEC 5: "inputs show errors after blur"): `afterBlur` (default) once the user
 * has left the field, `always` at once (e.g. after a submit attempt with untouched fields).
 */
export type ErrorVisibility = 'afterBlur' | 'always';

/** The label, help and error props every input of the kit shares. */
export interface FieldProps {
  /** Visible label; give `aria-label` instead when a field has none. */
  readonly label?: ReactNode;
  /** Help text under the field (e.g. the minimal amount). */
  readonly description?: ReactNode;
  /** Message shown when the field is invalid and its error is visible. */
  readonly errorMessage?: ReactNode;
  /** Whether the value breaks a rule; the field shows it per `errorVisibility`. */
  readonly isInvalid?: boolean;
  readonly errorVisibility?: ErrorVisibility;
}

/** A field's label (RAC Label: linked to its input by react-aria). */
export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={className ? `ui-label ${className}` : 'ui-label'} />;
}

/** Help text under a field (RAC Text in the description slot, so the input is described by it). */
export function Description({ className, ...props }: TextProps) {
  return (
    <Text {...props} slot="description" className={className ? `ui-description ${className}` : 'ui-description'} />
  );
}

/** Props of a field's error: react-aria's FieldError props with plain children. */
export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'children'> {
  readonly children?: ReactNode;
}

/** A field's error message with its icon; rendered only while the field is invalid (RAC FieldError). */
export function FieldError({ children, className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError {...props} className={className ?? 'ui-field-error'}>
      <AlertIcon className="ui-field-error-icon" />
      <span>{children}</span>
    </AriaFieldError>
  );
}

/**
 * Holds back a field's invalid state until the user has left it once: returns the isInvalid to give react-aria and
 * an onBlur that chains the caller's own.
 */
export function useErrorAfterBlur<E extends Element>(
  isInvalid: boolean | undefined,
  visibility: ErrorVisibility = 'afterBlur',
  onBlur?: (event: FocusEvent<E>) => void,
): { isInvalid: boolean; onBlur: (event: FocusEvent<E>) => void } {
  const [blurred, setBlurred] = useState(false);
  const handleBlur = useCallback(
    (event: FocusEvent<E>) => {
      setBlurred(true);
      onBlur?.(event);
    },
    [onBlur],
  );
  return { isInvalid: Boolean(isInvalid) && (visibility === 'always' || blurred), onBlur: handleBlur };
}

/**
 * Label, description and error around a control, in the kit's order (used inside a react-aria field). With
 * `reserveError`, a valid field keeps an invisible error line where the message will show, so a message appearing
 * moves nothing under the field (the order form's submit button); `isInvalid` is whether the error shows now.
 */
export function FieldParts({
  label,
  description,
  errorMessage,
  isInvalid,
  reserveError,
  children,
}: FieldProps & { reserveError?: boolean; children: ReactNode }) {
  return (
    <>
      {label ? <Label>{label}</Label> : null}
      {children}
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      {reserveError && !isInvalid ? (
        <div className="ui-field-error" data-reserved aria-hidden="true">
          <AlertIcon className="ui-field-error-icon" />
          <span>{'\u00a0'}</span>
        </div>
      ) : null}
    </>
  );
}
