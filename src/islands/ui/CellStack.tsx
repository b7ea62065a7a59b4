import type { ReactNode } from 'react';
import { formatUtcTime } from '#lib/domain/time-format.ts';

/**
 * Two figures of one row in one cell, the second under the first in the muted colour (Entry over Mark, a size over
 * its value, a date over its time), as the venues' narrow tables do: a panel of 700 px holds the row whole, with no
 * sideways scroll. The space between them keeps the text readable as one ("2026-11-27 16:19:35 UTC").
 */
export function CellStack(props: { readonly top: ReactNode; readonly bottom: ReactNode }) {
  return (
    <span className="ui-cell-stack">
      <span>{props.top}</span> <span className="ui-cell-sub">{props.bottom}</span>
    </span>
  );
}

/** A time as the tables write it ("2026-11-27 16:19:35 UTC": formatUtcTime), its date over its time and zone. */
export function StackedTime(props: { readonly ms: number }) {
  const text = formatUtcTime(props.ms);
  const space = text.indexOf(' ');
  return <CellStack top={text.slice(0, space)} bottom={text.slice(space + 1)} />;
}
