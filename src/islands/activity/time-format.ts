/** Times on the activity pages: UTC, to the second, the same on every machine ("2026-11-27 09:30:05 UTC"). */
export function formatUtcTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
