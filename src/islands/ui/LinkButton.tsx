import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './Button.tsx';
import './button.css';

/** Props of a link that looks like a button: react-aria's Link props (href, target...) and the Button's look. */
export interface LinkButtonProps extends Omit<LinkProps, 'children' | 'className'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * A navigation that looks like a Button (react-aria Link, so hover, press and keyboard focus styles match and it
 * stays a real link: middle-click and "open in new tab" work). Use Button for actions, this for going somewhere.
 */
export function LinkButton({ variant = 'secondary', size = 'md', className, children, ...props }: LinkButtonProps) {
  return (
    <Link
      {...props}
      data-variant={variant}
      data-size={size}
      className={className ? `ui-button ${className}` : 'ui-button'}
    >
      <span className="ui-button-content">{children}</span>
    </Link>
  );
}
