import { t } from '#lib/i18n/index.ts';

/**
 * A user-facing sentence for a failed call: the typed error's message, or the generic network text. Apart from
 * errors.ts, whose catalogue mapping of every exchange code (error-message.ts) a screen that only shows this sentence
 * (the home page's markets table) would otherwise download before it is interactive.
 */
export function describeApiError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('errors.network');
}
