import { t } from '#lib/i18n/index.ts';

/** A user-facing sentence for a failed call: the typed error's message, or the generic network text. */
export function describeApiError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('errors.network');
}
