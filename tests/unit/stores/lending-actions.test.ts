import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each setAutoLend call waits here until the test answers it (an Establish connection still open, a slow reply). */
const calls: Array<{ enabled: boolean; answer: (ok: boolean) => void }> = [];
vi.mock('#stores/session-lazy.ts', () => ({
  withSessionLazily: (_userId: string, call: (api: unknown) => Promise<unknown>) =>
    call({
      setAutoLend: ({ enabled }: { enabled: boolean }) =>
        new Promise((resolve, reject) =>
          calls.push({ enabled, answer: (ok) => (ok ? resolve({}) : reject(new Error('refused'))) }),
        ),
    }),
}));

const { $autolendSending, $autolendWanted, requestAutoLend, settleAutoLend } =
  await import('#stores/lending-actions.ts');

/** Lets the awaited calls move on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  calls.length = 0;
  $autolendWanted.set(undefined);
});

describe('the autolend switch never loses a press', () => {
  it('shows a press at once, queues the presses made while a call is out and sends the last one after it', async () => {
    requestAutoLend('7', true);
    expect($autolendWanted.get()).toEqual({ userId: '7', on: true });
    await settle();
    expect(calls.map((c) => c.enabled)).toEqual([true]);
    // two presses while the first call waits (its Establish connection open): off, then on again, then off
    requestAutoLend('7', false);
    requestAutoLend('7', true);
    requestAutoLend('7', false);
    expect($autolendWanted.get()).toEqual({ userId: '7', on: false });
    calls[0]!.answer(true);
    await settle();
    // only the last press is sent after the first call: off
    expect(calls.map((c) => c.enabled)).toEqual([true, false]);
    expect($autolendSending.get()).toBe(true);
    calls[1]!.answer(true);
    await settle();
    expect($autolendSending.get()).toBe(false);
    // the switch keeps showing off until the account's data says off
    settleAutoLend('7', true);
    expect($autolendWanted.get()).toEqual({ userId: '7', on: false });
    settleAutoLend('7', false);
    expect($autolendWanted.get()).toBeUndefined();
  });

  it('puts the switch back to the account when the call fails', async () => {
    requestAutoLend('7', true);
    await settle();
    calls[0]!.answer(false);
    await settle();
    expect($autolendWanted.get()).toBeUndefined();
    expect($autolendSending.get()).toBe(false);
  });

  it('sends nothing more when the press during a call equals what was sent', async () => {
    requestAutoLend('7', true);
    await settle();
    requestAutoLend('7', true);
    calls[0]!.answer(true);
    await settle();
    expect(calls.map((c) => c.enabled)).toEqual([true]);
  });
});
