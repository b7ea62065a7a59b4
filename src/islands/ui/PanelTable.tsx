import type { ReactNode } from 'react';
import { Table, type TableColumn, type TableRow } from './Table.tsx';
import './panel-table.css';

/** The rows a panel table lists and their load state: the props of the views built on it. */
export interface PanelTableState<T extends TableRow> {
  readonly rows: readonly T[];
  readonly isLoading?: boolean;
  readonly errorMessage?: string;
  readonly onRetry?: () => void;
  /** Phone layout: each row a card whose every cell is a labelled figure. */
  readonly isNarrow?: boolean;
}

/** Props of a titled panel holding one short table. */
export interface PanelTableProps<T extends TableRow> extends PanelTableState<T> {
  /** The h2's id, which labels the panel. */
  readonly titleId: string;
  /** The panel's heading, also the table's accessible name. */
  readonly title: string;
  /** The feature's panel class: its border, padding and background (the table runs to its padded edges). */
  readonly className: string;
  /** Beside the title (a figure of the list): the title and it then sit in a header of class `headClassName`. */
  readonly aside?: ReactNode;
  readonly headClassName?: string;
  readonly columns: readonly TableColumn<T>[];
  readonly emptyMessage: string;
}

/**
 * A section with its title and a short table (three skeleton rows while loading; cards on a phone): the vault's
 * positions and history, your referees.
 */
export function PanelTable<T extends TableRow>(props: PanelTableProps<T>) {
  const title = <h2 id={props.titleId}>{props.title}</h2>;
  return (
    <section className={`${props.className} ui-panel-table`} aria-labelledby={props.titleId}>
      {props.aside === undefined ? (
        title
      ) : (
        <header className={props.headClassName}>
          {title}
          {props.aside}
        </header>
      )}
      <Table
        aria-label={props.title}
        columns={props.columns}
        rows={props.rows}
        isLoading={props.isLoading}
        loadingRowCount={3}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
        emptyMessage={props.emptyMessage}
        layout={props.isNarrow ? 'cards' : 'table'}
      />
    </section>
  );
}
