/**
 * The app's one date-time format: UTC, to the second, with its zone, the same on every machine
 * ("2026-11-27 09:30:05 UTC"). Every table and list that shows when something happened writes it this way (the
 * trade screen's tables, the activity pages, the vault history); only the trades tape shows the time of day alone.
 */
export function formatUtcTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
