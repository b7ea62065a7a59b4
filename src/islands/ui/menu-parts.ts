/**
 * What a DropdownMenu's items render once the menu's code has loaded: Menu.tsx stays free of the react-aria menu
 * machinery (about 35 KiB gzip, off every page until a menu is wanted), MenuPopup.tsx provides the real parts.
 */
import { createContext, type ComponentType } from 'react';
import type { MenuItemProps } from 'react-aria-components';

/** Props of one menu item: react-aria's MenuItem props with a plain class name. */
export type DropdownItemProps = Omit<MenuItemProps, 'className'> & { className?: string };

/** The real item and separator, provided by the loaded menu. */
export interface MenuParts {
  readonly Item: ComponentType<DropdownItemProps>;
  readonly Separator: ComponentType;
}

/** Undefined outside a loaded menu: items render only inside one. */
export const MenuPartsContext = createContext<MenuParts | undefined>(undefined);
