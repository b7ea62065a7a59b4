import { apiErrorMessage, type UserMessage } from '#lib/api/error-message.ts';
import { isMessageKey, type MessageKey } from '#lib/i18n/index.ts';
import { notify } from './toasts.ts';

export { describeApiError } from './error-text.ts';

/**
 * The catalogue message of any failure: a wallet's or session's typed error says its own (`messageKey`), an
 * exchange error its code's (rate limits with their wait), anything else the generic text. Never throws. @public
 */
export function errorMessage(error: unknown): UserMessage {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (error instanceof Error && typeof key === 'string' && isMessageKey(key)) return { key };
  return apiErrorMessage(error);
}

/** Shows a failure toast: the action's title (sonnerMessages.*.error) and what went wrong as its description. */
export function notifyFailure(title: MessageKey, error: unknown): void {
  const { key, params } = errorMessage(error);
  notify({ kind: 'error', title, description: key, ...(params === undefined ? {} : { params }) });
}
