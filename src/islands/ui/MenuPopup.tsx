import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Separator,
  type Placement,
} from 'react-aria-components';
import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button.tsx';
import { Popover } from './Popover.tsx';
import { MenuPartsContext, type DropdownItemProps, type MenuParts } from './menu-parts.ts';
import './menu.css';

function Item({ className, ...props }: DropdownItemProps) {
  return <AriaMenuItem {...props} className={className ? `ui-menu-item ${className}` : 'ui-menu-item'} />;
}

function Line() {
  return <Separator className="ui-menu-separator" />;
}

const PARTS: MenuParts = { Item, Separator: Line };

/** Props of the loaded menu: the DropdownMenu's, plus how it takes over from the placeholder trigger. */
export interface MenuPopupProps {
  readonly label: ReactNode;
  readonly 'aria-label'?: string;
  readonly children: ReactNode;
  readonly variant: ButtonVariant;
  readonly placement: Placement;
  readonly isDisabled?: boolean;
  /** Opens at once: the placeholder was pressed before this code arrived. */
  readonly defaultOpen: boolean;
  /** Takes the focus the placeholder trigger had. */
  readonly autoFocus: boolean;
  /** Opened from the keyboard: focus lands on the first item. */
  readonly focusFirst: boolean;
}

/** The react-aria menu behind a DropdownMenu (MenuTrigger, Popover, Menu), loaded the first time one is wanted. */
export default function MenuPopup(props: MenuPopupProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Opened at mount (the placeholder was pressed), react-aria has no earlier focus to give back on close: hand it to
  // the trigger, unless the user put it somewhere else meanwhile.
  const onOpenChange = (open: boolean) => {
    if (open) return;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) trigger.current?.focus();
    });
  };
  return (
    <MenuPartsContext.Provider value={PARTS}>
      <MenuTrigger defaultOpen={props.defaultOpen} onOpenChange={props.defaultOpen ? onOpenChange : undefined}>
        <Button
          ref={trigger}
          variant={props.variant}
          aria-label={props['aria-label']}
          isDisabled={props.isDisabled}
          // opened at mount, the menu takes focus: focusing the trigger too would take it out of the menu and close it
          autoFocus={props.autoFocus && !props.defaultOpen}
        >
          {props.label}
        </Button>
        <Popover placement={props.placement}>
          <AriaMenu className="ui-menu" autoFocus={props.focusFirst ? 'first' : undefined}>
            {props.children}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
    </MenuPartsContext.Provider>
  );
}
