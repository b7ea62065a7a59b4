import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { ChevronDownIcon } from './Icons.tsx';
import type { PickerOption } from './Options.tsx';
import { isKeyboardFocus, usePlainInteractions } from './plain-interactions.ts';
import type { SelectProps } from './Select.tsx';
import './select.css';

/** Props of a DeferredSelect: a label-less Select's (named by aria-label), with its value given. */
export interface DeferredSelectProps<T extends PickerOption> extends Omit<
  SelectProps<T>,
  'label' | 'description' | 'errorMessage' | 'isLoading' | 'autoFocus' | 'defaultOpen' | 'isOpen' | 'value'
> {
  readonly 'aria-label': string;
  readonly value: Key | null;
}

const loadSelect = () => import('./Select.tsx');
const Select = lazy(() => loadSelect().then((m) => ({ default: m.Select }))) as unknown as <T extends PickerOption>(
  props: SelectProps<T>,
) => ReactNode;

/**
 * A Select whose code loads on first use: until then its trigger is a plain button of the same size and look showing
 * the chosen option, and react-aria's select, popover and list box (some 40 KiB gzip with what they share) load on
 * the first hover, focus or press; a press before they arrived opens the list once they have. For a small picker on
 * a screen that must be usable first (the book's grouping on the trade screen, bench/page-weight.ts). Label-less:
 * name it with aria-label.
 */
export function DeferredSelect<T extends PickerOption>(props: DeferredSelectProps<T>) {
  const { items, value, className, isDisabled } = props;
  const [stage, setStage] = useState<'idle' | 'wanted' | 'pressed'>('idle');
  const [focused, setFocused] = useState(false);
  const ui = usePlainInteractions<HTMLButtonElement>(isDisabled ?? false);
  const want = () => void loadSelect().then(() => setStage((s) => (s === 'idle' ? 'wanted' : s)));
  const selected = items.find((item) => item.id === value);
  const placeholder = (
    <div
      className={className ? `ui-field ui-select ${className}` : 'ui-field ui-select'}
      data-disabled={isDisabled || undefined}
    >
      <button
        type="button"
        {...ui.look}
        className="ui-select-trigger"
        aria-label={selected ? `${selected.label} ${props['aria-label']}` : props['aria-label']}
        aria-haspopup="listbox"
        aria-expanded={false}
        disabled={isDisabled || undefined}
        autoFocus={focused}
        onPointerEnter={(e) => {
          ui.onPointerEnter(e);
          // a hover only fetches the code: swapping the trigger under a pointer about to press it would lose the press
          void loadSelect();
        }}
        onPointerLeave={ui.onPointerLeave}
        onPointerDown={(e) => {
          ui.onPointerDown(e);
          // react-aria's select opens on a mouse's press start: so does this, before focus could swap the trigger
          if (e.button === 0 && !isDisabled) setStage('pressed');
        }}
        onPointerUp={ui.onPointerUp}
        onPointerCancel={ui.onPointerCancel}
        onKeyDown={(e) => {
          ui.onKeyDown(e);
          // react-aria's select opens on these keys too
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setStage('pressed');
          }
        }}
        onKeyUp={ui.onKeyUp}
        onFocus={() => {
          ui.onFocus();
          setFocused(true);
          // keyboard focus hands over to the real trigger at once; a pointer's press is handled on its own
          if (isKeyboardFocus()) want();
          else void loadSelect();
        }}
        onBlur={() => {
          ui.onBlur();
          setFocused(false);
        }}
        onClick={() => setStage('pressed')}
      >
        <span className="ui-select-value">
          {/* as OptionContent draws a compact option, without importing its module (it carries the list box) */}
          {selected?.icon ? <span className="ui-option-icon">{selected.icon}</span> : null}
          {selected ? <span className="ui-option-label">{selected.label}</span> : null}
        </span>
        <ChevronDownIcon className="ui-select-chevron" />
      </button>
    </div>
  );
  if (stage === 'idle') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedSelect<T> {...props} autoFocus={focused} openOnMount={stage === 'pressed'} />
    </Suspense>
  );
}

/**
 * The loaded Select, opened (when pressed before it arrived) only once its trigger is on screen and has taken focus
 * from the placeholder: closing the list then gives focus back to that trigger, not to the placeholder it replaced.
 */
function LoadedSelect<T extends PickerOption>({
  openOnMount,
  onOpenChange,
  ...props
}: DeferredSelectProps<T> & { readonly autoFocus: boolean; readonly openOnMount: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
  return (
    <Select<T>
      {...props}
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
