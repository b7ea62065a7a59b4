import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from './Button.tsx';
import { usePlainInteractions } from './plain-interactions.ts';
import './button.css';

/** Props of a link that looks like a button: an anchor's attributes (href, target...) and the Button's look. */
export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className'> {
  readonly href: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
  readonly children?: ReactNode;
  /** Dimmed, out of the Tab order and not followed (still named as a link). */
  readonly isDisabled?: boolean;
}

/**
 * A navigation that looks like a Button: a real link (middle-click and "open in new tab" work), with the Button's
 * hover, press and keyboard-focus looks kept as react-aria's Link keeps them but without its code, since the home
 * page's main call to action is one (bench/page-weight.ts). Use Button for actions, this for going somewhere.
 */
export function LinkButton({
  variant = 'secondary',
  size = 'md',
  className,
  children,
  isDisabled,
  ...props
}: LinkButtonProps) {
  const ui = usePlainInteractions<HTMLAnchorElement>(isDisabled ?? false);
  return (
    <a
      {...props}
      {...ui.look}
      data-variant={variant}
      data-size={size}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      tabIndex={isDisabled ? -1 : props.tabIndex}
      onClick={(e) => {
        if (isDisabled) e.preventDefault();
        else props.onClick?.(e);
      }}
      className={className ? `ui-button ${className}` : 'ui-button'}
      onPointerEnter={ui.onPointerEnter}
      onPointerLeave={ui.onPointerLeave}
      onPointerDown={ui.onPointerDown}
      onPointerUp={ui.onPointerUp}
      onPointerCancel={ui.onPointerCancel}
      onKeyDown={ui.onKeyDown}
      onKeyUp={ui.onKeyUp}
      onFocus={ui.onFocus}
      onBlur={ui.onBlur}
    >
      <span className="ui-button-content">{children}</span>
    </a>
  );
}
