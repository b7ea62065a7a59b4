import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { Placement } from 'react-aria-components';
import type { ButtonVariant } from './Button.tsx';
import { PlainButton } from './PlainButton.tsx';
import { isKeyboardFocus, type PlainPressEvent } from './plain-interactions.ts';
import { MenuPartsContext, type DropdownItemProps } from './menu-parts.ts';

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

/** The loaded menu module, kept once it has arrived: rendered in place of the placeholder without a Suspense step. */
let loaded: typeof import('./MenuPopup.tsx') | undefined;
const loadPopup = () => import('./MenuPopup.tsx').then((m) => (loaded = m));

/**
 * How far the menu's own code has come: not wanted yet, wanted (hover, focus), or pressed before it arrived (by a
 * key, which opens on the first item as react-aria does, or by a pointer).
 */
type Stage = 'idle' | 'wanted' | 'pressedByKey' | 'pressed';

/**
 * A dropdown that opens on click and closes on outside click, Escape or picking an item (react-aria MenuTrigger);
 * arrow keys move through the items and typing jumps to one. Until it is wanted the trigger is a plain button: the
 * menu machinery loads on the first hover, focus or press (a press opens it as soon as it has arrived).
 */
export function DropdownMenu({
  label,
  children,
  variant = 'ghost',
  placement = 'bottom end',
  isDisabled,
  ...rest
}: DropdownMenuProps) {
  const [stage, setStage] = useState<Stage>('idle');
  const [focused, setFocused] = useState(false);
  const [, setArrived] = useState(loaded !== undefined);
  // a press before the code arrived: fetch it and render again once it has
  useEffect(() => {
    if (stage !== 'idle' && loaded === undefined) void loadPopup().then(() => setArrived(true));
  }, [stage]);
  const placeholder = (onPress: (e: PlainPressEvent) => void) => (
    <PlainButton
      variant={variant}
      aria-label={rest['aria-label']}
      aria-haspopup="true"
      isDisabled={isDisabled}
      autoFocus={focused}
      // a hover only fetches the code: swapping the trigger under a pointer about to press it would lose the press
      onHoverStart={() => void loadPopup()}
      onFocus={() => {
        setFocused(true);
        // keyboard focus hands over to the loaded trigger; a pointer's focus (its press under way) only fetches, as a
        // hover does: swapping the trigger between pointer down and up lost the press (a clean clone's More menu)
        const byKeyboard = isKeyboardFocus();
        void loadPopup().then(() => byKeyboard && setStage((s) => (s === 'idle' ? 'wanted' : s)));
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={(e) => {
        // react-aria's menu trigger opens on key down; a key press ends on key up, which could reach the loaded
        // trigger that replaced this one in between and be lost
        if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        setStage('pressedByKey');
      }}
      onPress={onPress}
    >
      {label}
    </PlainButton>
  );
  // The placeholder takes presses until the loaded trigger is on screen, so a key pressed meanwhile is never lost.
  const press = (e: PlainPressEvent) => setStage(e.pointerType === 'keyboard' ? 'pressedByKey' : 'pressed');
  if (stage === 'idle' || loaded === undefined) return placeholder(press);
  const MenuPopup = loaded.default;
  return (
    <MenuPopup
      label={label}
      aria-label={rest['aria-label']}
      variant={variant}
      placement={placement}
      isDisabled={isDisabled}
      defaultOpen={stage === 'pressed' || stage === 'pressedByKey'}
      focusFirst={stage === 'pressedByKey'}
      autoFocus={focused}
    >
      {children}
    </MenuPopup>
  );
}

/** One item of a DropdownMenu; an href makes it a link, onAction a command. */
export function DropdownItem(props: DropdownItemProps) {
  const parts = useContext(MenuPartsContext);
  return parts ? <parts.Item {...props} /> : null;
}

/** A line between groups of items. */
export function DropdownSeparator() {
  const parts = useContext(MenuPartsContext);
  return parts ? <parts.Separator /> : null;
}
