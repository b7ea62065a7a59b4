import { lazy, Suspense, useEffect, useState } from 'react';
import { ChevronDownIcon } from '#islands/ui/Icons.tsx';
import { isKeyboardFocus, usePlainInteractions } from '#islands/ui/plain-interactions.ts';
import { t } from '#lib/i18n/trade.ts';
import type { MarketPickerProps } from './MarketPickerPopup.tsx';
import './market-picker.css';

const loadPopup = () => import('./MarketPickerPopup.tsx');
const MarketPickerPopup = lazy(loadPopup);

/**
 * The market selector: a trigger with the market's name opening a searchable list of markets. Until it is wanted
 * the trigger is a plain button of the same look: the list's code (react-aria's popover, dialog, autocomplete and
 * list box, some 30 KiB gzip) loads on the first hover, focus or press, or when Ctrl/Cmd+K opens it, so the trade
 * screen becomes usable without it (bench/page-weight.ts). A press before it arrived opens it once it has.
 */
export function MarketPicker(props: MarketPickerProps) {
  const { current, onOpenChange } = props;
  // uncontrolled use keeps its own open state, so a press on the placeholder opens the list either way
  const [localOpen, setLocalOpen] = useState(false);
  const isOpen = props.isOpen ?? localOpen;
  const change = (open: boolean) => {
    setLocalOpen(open);
    onOpenChange?.(open);
  };
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const ui = usePlainInteractions<HTMLButtonElement>(false);
  const want = () => void loadPopup().then(() => setWanted(true));
  useEffect(() => {
    if (isOpen) want();
  }, [isOpen]);
  const placeholder = (
    <button
      type="button"
      {...ui.look}
      className="market-picker-trigger"
      aria-label={`${t('marketSelect.open')}: ${current}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      autoFocus={focused}
      onPointerEnter={(e) => {
        ui.onPointerEnter(e);
        // a hover only fetches the code: swapping the trigger under a pointer about to press it would lose the press
        void loadPopup();
      }}
      onPointerLeave={ui.onPointerLeave}
      onPointerDown={(e) => {
        ui.onPointerDown(e);
        // open on press start, before the focus it brings could swap the trigger under the pointer
        if (e.button === 0) change(true);
      }}
      onPointerUp={ui.onPointerUp}
      onPointerCancel={ui.onPointerCancel}
      onKeyDown={ui.onKeyDown}
      onKeyUp={ui.onKeyUp}
      onFocus={() => {
        ui.onFocus();
        setFocused(true);
        // keyboard focus hands over to the real trigger at once; a pointer's press is handled on its own
        if (isKeyboardFocus()) want();
        else void loadPopup();
      }}
      onBlur={() => {
        ui.onBlur();
        setFocused(false);
      }}
      onClick={() => change(true)}
    >
      <span className="market-picker-name">{current}</span>
      <ChevronDownIcon className="market-picker-chevron" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MarketPickerPopup {...props} isOpen={isOpen} onOpenChange={change} autoFocus={focused} />
    </Suspense>
  );
}
