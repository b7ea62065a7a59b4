import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import './segmented.css';

/** One choice of a segmented control. */
export interface Segment<K extends Key> {
  readonly id: K;
  readonly label: ReactNode;
  /** Colour of the selected segment: buy/sell for trading sides, accent otherwise. */
  readonly tone?: 'accent' | 'buy' | 'sell';
}

/** Props of a segmented control: one of a few choices that applies at once (a chart period, Buy / Sell). */
export interface SegmentedControlProps<K extends Key> {
  readonly 'aria-label': string;
  readonly items: readonly Segment<K>[];
  readonly value: K;
  readonly onChange: (value: K) => void;
  readonly size?: 'sm' | 'md';
  readonly isDisabled?: boolean;
  readonly className?: string;
}

/**
 * A row of toggle buttons of which exactly one is on (RAC ToggleButtonGroup, single selection that cannot be
 * emptied): arrow keys move between them. For switches with no panel to show; sections with content use Tabs.
 */
export function SegmentedControl<K extends Key>({
  items,
  value,
  onChange,
  size = 'md',
  className,
  ...props
}: SegmentedControlProps<K>) {
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        if (next !== undefined && next !== value) onChange(next as K);
      }}
      data-size={size}
      className={className ? `ui-segmented ${className}` : 'ui-segmented'}
    >
      {items.map((item) => (
        <ToggleButton key={item.id} id={item.id} className="ui-segment" data-tone={item.tone ?? 'accent'}>
          {item.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
