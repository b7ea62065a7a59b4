import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from './Spinner.tsx';
import './button.css';

/**
 * Visual weight of a button: `primary` for the one main action of a form, `secondary` (default) for the others,
 * `ghost` for toolbar and icon buttons, `danger` for destructive confirms (withdraw), `buy`/`sell` for trading
 * sides and green confirms (long, add account) and rose ones (short).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'buy' | 'sell';

/** Height of a button: sm 28, md 36 (default), lg 44 px (the submit of a trading form). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** How a kit button looks and what it holds: the Button and the native PlainButton take these alike. */
export interface ButtonLook {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Stretch to the container's width (form submits). */
  readonly isFullWidth?: boolean;
  /** Extra class names, added to `ui-button`. */
  readonly className?: string;
  readonly children?: ReactNode;
  /** The button element (React 19 passes refs as props), e.g. to give focus back to a menu's trigger. */
  readonly ref?: Ref<HTMLButtonElement>;
}

/** Props of our Button: react-aria's (onPress, isDisabled, isPending, type...), plus variant, size and width. */
export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'>, ButtonLook {}

/**
 * The one button of the app (react-aria Button). While `isPending`, it shows a spinner over its hidden label, keeps
 * its width and focus, and ignores presses, so a second click never submits twice (dYdX #577).
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  isFullWidth,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      className={className ? `ui-button ${className}` : 'ui-button'}
    >
      {({ isPending }) => (
        <>
          <span className="ui-button-content">{children}</span>
          {isPending ? <Spinner className="ui-spinner ui-button-spinner" /> : null}
        </>
      )}
    </AriaButton>
  );
}
