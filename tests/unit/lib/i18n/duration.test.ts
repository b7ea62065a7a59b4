import { expect, it } from 'vitest';
import { formatDuration } from '#lib/i18n/duration.ts';

it.each([
  [1, '~1 s'],
  [30, '~30 s'],
  [59, '~59 s'],
  [60, '~1 min'],
  [61, '~2 min'],
  [180, '~3 min'],
])('%i s reads %s', (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});
