import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusablesIn } from './table-keys.ts';
import { usePlainInteractions } from './plain-interactions.ts';
import './tabs.css';
import './plain-tabs.css';

/** One tab of PlainTabs: its key and its label. */
export interface PlainTab<K extends string> {
  readonly id: K;
  readonly label: ReactNode;
}

/** Props of PlainTabs: the tabs, the selected one and the selected tab's panel as children. */
export interface PlainTabsProps<K extends string> {
  readonly 'aria-label': string;
  readonly tabs: readonly PlainTab<K>[];
  readonly selectedKey: K;
  readonly onSelectionChange: (key: K) => void;
  /** Class of the tab list, besides ui-tab-list. */
  readonly listClassName?: string;
  /** The selected tab's content. */
  readonly children: ReactNode;
}

/**
 * Tabs as the WAI-ARIA tabs pattern has them (tablist, tabs, one tabpanel), with the kit Tabs' look (tabs.css) and
 * keyboard: the list is one Tab stop on the selected tab, Left/Right (wrapping), Home and End move to a tab and select
 * it (automatic activation, as react-aria's Tabs do by default), the panel is labelled by its tab and is a Tab stop
 * itself only when nothing in it takes the focus. Native elements and no react-aria, for a page that must stay light
 * (/account/history, bench/page-weight.ts); only the selected panel's content is drawn.
 */
export function PlainTabs<K extends string>(props: PlainTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [panelFocusable, setPanelFocusable] = useState(true);
  useLayoutEffect(() => {
    if (panel.current) setPanelFocusable(focusablesIn(panel.current, true).length === 0);
  });
  const tabId = (key: K) => `${id}-tab-${key}`;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys = props.tabs.map((tab) => tab.id);
    const at = keys.indexOf(props.selectedKey);
    const next =
      e.key === 'ArrowRight'
        ? keys[(at + 1) % keys.length]
        : e.key === 'ArrowLeft'
          ? keys[(at - 1 + keys.length) % keys.length]
          : e.key === 'Home'
            ? keys[0]
            : e.key === 'End'
              ? keys.at(-1)
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    props.onSelectionChange(next);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };
  return (
    <div className="ui-tabs" data-variant="underline">
      <div
        ref={list}
        role="tablist"
        aria-label={props['aria-label']}
        aria-orientation="horizontal"
        className={props.listClassName ? `ui-tab-list ${props.listClassName}` : 'ui-tab-list'}
        onKeyDown={onKeyDown}
      >
        {props.tabs.map((tab) => (
          <TabButton
            key={tab.id}
            id={tabId(tab.id)}
            panelId={`${id}-panel`}
            isSelected={tab.id === props.selectedKey}
            onSelect={() => props.onSelectionChange(tab.id)}
          >
            {tab.label}
          </TabButton>
        ))}
      </div>
      <div
        ref={panel}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(props.selectedKey)}
        tabIndex={panelFocusable ? 0 : undefined}
        className="ui-tab-panel"
      >
        {props.children}
      </div>
    </div>
  );
}

/** One tab: a native button with the kit's hover, press and keyboard-focus look. */
function TabButton(props: {
  readonly id: string;
  readonly panelId: string;
  readonly isSelected: boolean;
  readonly onSelect: () => void;
  readonly children: ReactNode;
}) {
  const ui = usePlainInteractions<HTMLButtonElement>(false);
  return (
    <button
      type="button"
      role="tab"
      id={props.id}
      aria-selected={props.isSelected}
      aria-controls={props.isSelected ? props.panelId : undefined}
      tabIndex={props.isSelected ? 0 : -1}
      className="ui-tab"
      data-selected={props.isSelected || undefined}
      {...ui.look}
      onPointerEnter={ui.onPointerEnter}
      onPointerLeave={ui.onPointerLeave}
      onPointerDown={(e) => {
        ui.onPointerDown(e);
        // react-aria's tabs select on a mouse's press start
        if (e.button === 0 && e.pointerType === 'mouse') props.onSelect();
      }}
      onPointerUp={ui.onPointerUp}
      onPointerCancel={ui.onPointerCancel}
      onKeyDown={ui.onKeyDown}
      onKeyUp={ui.onKeyUp}
      onFocus={ui.onFocus}
      onBlur={ui.onBlur}
      onClick={props.onSelect}
    >
      {props.children}
    </button>
  );
}
