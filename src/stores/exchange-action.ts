/**
 * The shape every signed exchange action of the trade screen shares (orders, closes, cancels, triggers, TP/SL,
 * leverage): the session first (asked for when there is none), the call, and on a refusal a console line and the
 * error notice with the exchange's own reason when it gave one. exchangeAction builds an action from its call.
 */
import type { WritableAtom } from 'nanostores';
import { ERROR_STATUS } from '#lib/api/contract.ts';
import { apiErrorMessage } from '#lib/api/error-message.ts';
import { ApiError } from '#lib/api/errors.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import type { MessageKey, MessageParams } from '#lib/i18n/index.ts';
import { $api } from './api.ts';
import { notify } from './toasts.ts';

/**
 * The session store, loaded with the first trade: it carries the request signer (tweetnacl), which a visitor who
 * only watches the market never needs (tests/e2e/frame.spec.ts checks the /futures pages stay free of it).
 */
async function ensureSessionLazily(userId: string): Promise<void> {
  const { ensureSession } = await import('./session.ts');
  await ensureSession(userId);
}

/** What a refusal's notice says under its title. */
export interface Refusal {
  readonly description: MessageKey;
  readonly params?: MessageParams;
}

/**
 * The description of a refused call: the exchange's own reason when it gave one (a post-only that would cross, a
 * trigger on the wrong side), else `fallback`.
 */
export function refusalDescription(error: unknown, fallback: MessageKey): Refusal {
  if (!(error instanceof ApiError) || !(String(error.code) in ERROR_STATUS)) return { description: fallback };
  const message = apiErrorMessage(error);
  return { description: message.key, params: message.params };
}

/** Says a call failed: a console line named `name` with the error, and the error notice. */
export function reportRefusal(name: string, title: MessageKey, error: unknown, refusal: Refusal): void {
  console.warn(name, error);
  notify({ kind: 'error', title, ...refusal });
}

/** How an exchange action runs and fails. */
export interface ExchangeActionSpec<A extends readonly unknown[], R, F> {
  /** Names the action in the console line of a failure. */
  readonly name: string;
  /** The account that signs, from the action's arguments. */
  readonly userId: (...args: A) => string;
  /** The action's own work once the session is in (its calls, its success notice); resolves the action's value. */
  readonly run: (api: ExchangeClient, ...args: A) => Promise<R>;
  /** The error notice's title, and its description when the exchange gave no reason of its own. */
  readonly errorTitle: MessageKey;
  readonly fallback: MessageKey;
  /** Always the fallback description, whatever the exchange said (a close's notice says what to do next). */
  readonly ignoreReason?: boolean;
  /** What the action resolves to when it failed, given what its notice said. */
  readonly failed: (refusal: Refusal) => F;
  /**
   * True while the action runs (its button waits); with `dropped`, a call made meanwhile is dropped and resolves
   * that, so a double press never sends twice.
   */
  readonly pending?: { readonly atom: WritableAtom<boolean>; readonly dropped?: F };
}

/** Builds a signed exchange action: session, the exchange client, `run`, and the error notice on a refusal. */
export function exchangeAction<A extends readonly unknown[], R, F>(
  spec: ExchangeActionSpec<A, R, F>,
): (...args: A) => Promise<R | F> {
  const pending = spec.pending;
  return async (...args) => {
    if (pending !== undefined && 'dropped' in pending && pending.atom.get()) return pending.dropped as F;
    pending?.atom.set(true);
    try {
      await ensureSessionLazily(spec.userId(...args));
      const api = $api.get();
      if (!api) throw new Error('no exchange client');
      return await spec.run(api, ...args);
    } catch (error) {
      const refusal = spec.ignoreReason ? { description: spec.fallback } : refusalDescription(error, spec.fallback);
      reportRefusal(spec.name, spec.errorTitle, error, refusal);
      return spec.failed(refusal);
    } finally {
      pending?.atom.set(false);
    }
  };
}
