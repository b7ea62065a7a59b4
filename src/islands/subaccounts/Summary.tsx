import type { ReactNode } from 'react';

/** A form's summary: label and value pairs, values in tabular figures (already formatted by the caller). */
export function Summary({ rows }: { readonly rows: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl className="subaccounts-summary">
      {rows.map(([label, value], i) => (
        <div key={i}>
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
