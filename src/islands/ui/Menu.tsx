import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps,
} from 'react-aria-components';
import { Button } from './Button.tsx';
import './ui.css';

/** Props of a dropdown menu: the trigger's label and the items. */
export interface DropdownMenuProps {
  readonly label: ReactNode;
  readonly 'aria-label'?: string;
  readonly children: ReactNode;
}

/** A dropdown that opens on click and closes on outside click or on picking an item (react-aria MenuTrigger). */
export function DropdownMenu({ label, children, ...rest }: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" aria-label={rest['aria-label']}>
        {label}
      </Button>
      <Popover className="ui-popover" placement="bottom end" offset={6}>
        <AriaMenu className="ui-menu">{children}</AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

/** One item of a DropdownMenu; an href makes it a link. */
export function DropdownItem(props: MenuItemProps) {
  return <AriaMenuItem {...props} className="ui-menu-item" />;
}
