import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import './popover.css';

/** Props of a popover: react-aria's (placement, offset, isOpen, triggerRef...) with a plain class name. */
export interface PopoverProps extends Omit<AriaPopoverProps, 'className'> {
  readonly className?: string;
}

/**
 * The floating surface of menus, selects, combo boxes and info popovers (RAC Popover): positioned by react-aria,
 * above modals (--z-popover), opening and closing in the spec's 250 ms (--duration-dropdown).
 */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return <AriaPopover {...props} offset={offset} className={className ? `ui-popover ${className}` : 'ui-popover'} />;
}
