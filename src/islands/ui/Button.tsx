import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import './ui.css';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';

/** Props of our Button: react-aria's, plus a variant. */
export interface ButtonProps extends AriaButtonProps {
  readonly variant?: ButtonVariant;
}

/** The one button of the app: react-aria Button, styled through data-variant. */
export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} data-variant={variant} className={className ?? 'ui-button'} />;
}
