import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Separator,
  type MenuItemProps,
  type Placement,
} from 'react-aria-components';
import { Button, type ButtonVariant } from './Button.tsx';
import { Popover } from './Popover.tsx';
import './menu.css';

/** Props of a dropdown menu: the trigger's label and the items. */
export interface DropdownMenuProps {
  readonly label: ReactNode;
  readonly 'aria-label'?: string;
  readonly children: ReactNode;
  /** The trigger's look (default ghost, as in the header). */
  readonly variant?: ButtonVariant;
  readonly placement?: Placement;
  readonly isDisabled?: boolean;
}

/**
 * A dropdown that opens on click and closes on outside click, Escape or picking an item (react-aria MenuTrigger);
 * arrow keys move through the items and typing jumps to one.
 */
export function DropdownMenu({
  label,
  children,
  variant = 'ghost',
  placement = 'bottom end',
  isDisabled,
  ...rest
}: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} aria-label={rest['aria-label']} isDisabled={isDisabled}>
        {label}
      </Button>
      <Popover placement={placement}>
        <AriaMenu className="ui-menu">{children}</AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

/** One item of a DropdownMenu; an href makes it a link, onAction a command. */
export function DropdownItem({ className, ...props }: Omit<MenuItemProps, 'className'> & { className?: string }) {
  return <AriaMenuItem {...props} className={className ? `ui-menu-item ${className}` : 'ui-menu-item'} />;
}

/** A line between groups of items. */
export function DropdownSeparator() {
  return <Separator className="ui-menu-separator" />;
}
