/** Short durations as the funds screens show them: "~1 s", "~30 s", "~3 min" (whole minutes from a minute on). */
import { t } from './index.ts';

/** A settlement or deposit time in seconds as text; a minute or more shows whole minutes, rounded up. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return t('time.seconds', { n: seconds });
  return t('time.minutes', { n: Math.ceil(seconds / 60) });
}
