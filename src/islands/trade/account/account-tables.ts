/** The account tabs' tables (react-aria's table code with them), one chunk loaded after the screen is usable. */
export { HistoryTable } from './HistoryTable.tsx';
export { OpenOrdersTableView } from './OpenOrdersTableView.tsx';
export { PositionsTableView } from './PositionsTableView.tsx';
export { OrderHistory } from './OrderHistory.tsx';
