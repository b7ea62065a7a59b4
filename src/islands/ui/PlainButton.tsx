import type { FocusEvent, KeyboardEvent } from 'react';
import type { ButtonLook } from './Button.tsx';
import { usePlainInteractions, type PlainPressEvent } from './plain-interactions.ts';
import { Spinner } from './Spinner.tsx';
import './button.css';

/** Props of a PlainButton: the kit Button's names (onPress, isDisabled, isPending, variant, size) on a native button. */
export interface PlainButtonProps extends ButtonLook {
  readonly type?: 'button' | 'submit';
  readonly id?: string;
  readonly isDisabled?: boolean;
  /** Spinner over the hidden label, same width, presses ignored (as the kit Button). */
  readonly isPending?: boolean;
  readonly autoFocus?: boolean;
  readonly 'aria-label'?: string;
  readonly 'aria-haspopup'?: 'true' | 'menu' | 'dialog' | 'listbox';
  readonly 'aria-expanded'?: boolean;
  readonly onPress?: (e: PlainPressEvent) => void;
  /** A pointer went down on it (a mouse, pen or touch: not the keyboard). */
  readonly onPressStart?: (e: PlainPressEvent) => void;
  /** A mouse or pen came over it. */
  readonly onHoverStart?: () => void;
  readonly onFocus?: (e: FocusEvent<HTMLButtonElement>) => void;
  readonly onBlur?: (e: FocusEvent<HTMLButtonElement>) => void;
  readonly onKeyDown?: (e: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * The kit Button's look and behaviour on a native `<button>`, without react-aria: for controls every page renders
 * before it is interactive (the page frame: header, footer, account control; the home page), so they do not load
 * react-aria's press, hover and focus code (about 14 KiB gzip, bench/page-weight.ts). Anywhere a react-aria
 * trigger wraps a button (DialogTrigger, MenuTrigger, TooltipTrigger, Select) use Button: react-aria hands its
 * trigger props to its own Button only.
 */
export function PlainButton({
  variant = 'secondary',
  size = 'md',
  isFullWidth,
  className,
  children,
  type = 'button',
  isDisabled = false,
  isPending = false,
  onPress,
  onPressStart,
  onHoverStart,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: PlainButtonProps) {
  const inert = isDisabled || isPending;
  const ui = usePlainInteractions<HTMLButtonElement>(isDisabled);
  return (
    <button
      {...rest}
      {...ui.look}
      // pending keeps focus (a disabled button would drop it) and stops an implicit form submit, as react-aria does
      type={isPending ? 'button' : type}
      disabled={isDisabled || undefined}
      aria-disabled={isPending || undefined}
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={className ? `ui-button ${className}` : 'ui-button'}
      onPointerEnter={(e) => {
        ui.onPointerEnter(e);
        if (!inert && e.pointerType !== 'touch') onHoverStart?.();
      }}
      onPointerLeave={ui.onPointerLeave}
      onPointerDown={(e) => {
        ui.onPointerDown(e);
        if (!inert && e.button === 0) onPressStart?.({ pointerType: ui.pressPointerNow() });
      }}
      onPointerUp={ui.onPointerUp}
      onPointerCancel={ui.onPointerCancel}
      onKeyDown={(e) => {
        ui.onKeyDown(e);
        onKeyDown?.(e);
      }}
      onKeyUp={ui.onKeyUp}
      onFocus={(e) => {
        ui.onFocus();
        onFocus?.(e);
      }}
      onBlur={(e) => {
        ui.onBlur();
        onBlur?.(e);
      }}
      onClick={(e) => {
        const pointerType = ui.pressPointer();
        if (inert) {
          e.preventDefault();
          return;
        }
        onPress?.({ pointerType });
      }}
    >
      <span className="ui-button-content">{children}</span>
      {isPending ? <Spinner className="ui-spinner ui-button-spinner" /> : null}
    </button>
  );
}
