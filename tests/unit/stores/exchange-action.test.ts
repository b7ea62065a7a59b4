import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api/errors.ts';
import type { ExchangeClient } from '#lib/api/http-client.ts';
import { $api } from '#stores/api.ts';
import { exchangeAction } from '#stores/exchange-action.ts';
import { takeToasts } from '#stores/toasts.ts';

const ensureSession = vi.fn(async (_userId: string) => undefined);
vi.mock('#stores/session.ts', () => ({ ensureSession: (userId: string) => ensureSession(userId) }));

const refused = new ApiError({
  code: 'post_only_would_cross',
  message: 'would cross',
  url: '/orders',
  status: 422,
  statusText: 'Unprocessable Entity',
  data: null,
});

/** An action whose call the test settles by hand, refusing with `error` when given one. */
function action(options: { pending?: ReturnType<typeof atom<boolean>>; ignoreReason?: boolean; error?: unknown }) {
  let settle: () => void = () => undefined;
  const act = exchangeAction({
    name: 'test',
    userId: (userId: string) => userId,
    errorTitle: 'sonnerMessages.order.error',
    fallback: 'sonnerMessages.order.description',
    ...(options.ignoreReason ? { ignoreReason: true } : {}),
    ...(options.pending ? { pending: { atom: options.pending, dropped: 'dropped' as const } } : {}),
    failed: (refusal) => refusal.description,
    run: async (_api, userId) => {
      await new Promise<void>((resolve) => (settle = resolve));
      if (options.error !== undefined) throw options.error;
      return `done for ${userId}`;
    },
  });
  return { act, settle: () => settle() };
}

beforeEach(() => {
  $api.set({} as ExchangeClient);
  takeToasts();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  $api.set(undefined);
  ensureSession.mockClear();
  vi.restoreAllMocks();
});

describe('exchangeAction: the shape every signed trade action shares', () => {
  it('asks for the session of the acting account, runs, and holds pending meanwhile; a second press is dropped', async () => {
    const pending = atom(false);
    const { act, settle } = action({ pending });
    const first = act('7');
    await vi.waitFor(() => expect(ensureSession).toHaveBeenCalledWith('7'));
    expect(pending.get()).toBe(true);
    await expect(act('7')).resolves.toBe('dropped');
    settle();
    await expect(first).resolves.toBe('done for 7');
    expect(pending.get()).toBe(false);
    expect(takeToasts()).toEqual([]);
  });

  it("a refusal shows the exchange's reason under the error title and resolves failed()", async () => {
    const { act, settle } = action({ error: refused });
    const result = act('7');
    await vi.waitFor(() => expect(ensureSession).toHaveBeenCalled());
    settle();
    await expect(result).resolves.toBe('errors.api.post_only_would_cross');
    expect(takeToasts()).toMatchObject([
      { kind: 'error', title: 'sonnerMessages.order.error', description: 'errors.api.post_only_would_cross' },
    ]);
  });

  it('with ignoreReason, and for an error that is not the exchange, the notice says the fallback', async () => {
    for (const [ignoreReason, error] of [
      [true, refused],
      [false, new Error('socket closed')],
    ] as const) {
      const { act, settle } = action({ ignoreReason, error });
      const result = act('7');
      await vi.waitFor(() => expect(ensureSession).toHaveBeenCalled());
      settle();
      await expect(result).resolves.toBe('sonnerMessages.order.description');
      expect(takeToasts()).toMatchObject([{ kind: 'error', description: 'sonnerMessages.order.description' }]);
      ensureSession.mockClear();
    }
  });

  it('without an exchange client it fails with the notice instead of calling', async () => {
    $api.set(undefined);
    const { act } = action({});
    await expect(act('7')).resolves.toBe('sonnerMessages.order.description');
    expect(takeToasts()).toMatchObject([{ kind: 'error', title: 'sonnerMessages.order.error' }]);
  });
});
