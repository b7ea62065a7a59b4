import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How a press happened, named as react-aria names it (`PressEvent.pointerType`). */
export type PlainPointerType = 'mouse' | 'pen' | 'touch' | 'keyboard';

/** A press of a plain control: how it happened. */
export interface PlainPressEvent {
  readonly pointerType: PlainPointerType;
}

/** The look a plain control's state gives it: the same `data-*` attributes react-aria's Button and Link set. */
export interface PlainLook {
  readonly 'data-hovered'?: true;
  readonly 'data-pressed'?: true;
  readonly 'data-focus-visible'?: true;
}

/** What a plain control hands to its element: the look's attributes and the handlers that keep them. */
export interface PlainInteractions<E extends HTMLElement> {
  readonly look: PlainLook;
  readonly onPointerEnter: (e: PointerEvent<E>) => void;
  readonly onPointerLeave: () => void;
  readonly onPointerDown: (e: PointerEvent<E>) => void;
  readonly onPointerUp: () => void;
  readonly onPointerCancel: () => void;
  readonly onKeyDown: (e: KeyboardEvent<E>) => void;
  readonly onKeyUp: (e: KeyboardEvent<E>) => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  /** How the press that is ending now began (the pointer of the last press, or the keyboard). */
  readonly pressPointer: () => PlainPointerType;
  /** The pointer of the press going on (read in a pointer-down handler, after onPointerDown). */
  readonly pressPointerNow: () => PlainPointerType;
}

/** Whether the last input anywhere on the page was a pointer (not a key): as react-aria decides focus visibility. */
let lastInputWasPointer = false;
let tracking = false;
function trackModality(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  const pointer = () => (lastInputWasPointer = true);
  document.addEventListener('keydown', () => (lastInputWasPointer = false), true);
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('mousedown', pointer, true);
}

/** Whether focus arriving now comes from the keyboard (or a script), not from a pointer pressing the element. */
export function isKeyboardFocus(): boolean {
  return !lastInputWasPointer;
}

const asPointer = (type: string): PlainPointerType => (type === 'touch' || type === 'pen' ? type : 'mouse');

/**
 * Hover, press and keyboard-focus state for a native button or link, kept as react-aria keeps it (hover only for a
 * mouse or pen, press while a pointer or Enter/Space is down, focus ring only when focus came from the keyboard),
 * without react-aria's interaction code: the page frame and the home page use these controls, so every page can
 * become interactive before react-aria is loaded (bench/page-weight.ts). Disabled controls take no state.
 */
export function usePlainInteractions<E extends HTMLElement>(isDisabled: boolean): PlainInteractions<E> {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const pointer = useRef<PlainPointerType>('keyboard');
  trackModality();
  return {
    look: {
      'data-hovered': (hovered && !isDisabled) || undefined,
      'data-pressed': (pressed && !isDisabled) || undefined,
      'data-focus-visible': focusVisible || undefined,
    },
    onPointerEnter: (e) => setHovered(e.pointerType !== 'touch'),
    onPointerLeave: () => {
      setHovered(false);
      setPressed(false);
    },
    onPointerDown: (e) => {
      if (e.button !== 0) return;
      pointer.current = asPointer(e.pointerType);
      setPressed(true);
      setFocusVisible(false);
    },
    onPointerUp: () => setPressed(false),
    onPointerCancel: () => setPressed(false),
    onKeyDown: (e) => {
      pointer.current = 'keyboard';
      // a key on a focused control shows the ring, as react-aria does once the keyboard is used
      if (e.key === 'Tab' || e.key === 'Enter' || e.key === ' ' || e.key.startsWith('Arrow')) setFocusVisible(true);
      if (e.key === 'Enter' || e.key === ' ') setPressed(true);
    },
    onKeyUp: (e) => {
      if (e.key === 'Enter' || e.key === ' ') setPressed(false);
    },
    onFocus: () => setFocusVisible(!lastInputWasPointer),
    onBlur: () => {
      setFocusVisible(false);
      setPressed(false);
    },
    pressPointerNow: () => pointer.current,
    pressPointer: () => {
      const type = pointer.current;
      pointer.current = 'keyboard';
      return type;
    },
  };
}
