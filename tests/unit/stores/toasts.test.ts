import { describe, expect, it } from 'vitest';
import { $toastQueue, notify, notifyComingSoon, takeToasts } from '#stores/toasts.ts';

describe('toast queue', () => {
  it('queues notices with unique ids and hands each out once', () => {
    takeToasts();
    notify({ kind: 'success', title: 'sonnerMessages.transferToUser.success' });
    notifyComingSoon();
    const taken = takeToasts();
    expect(taken.map((x) => [x.kind, x.title])).toEqual([
      ['success', 'sonnerMessages.transferToUser.success'],
      ['info', 'sonnerMessages.comingSoon.title'],
    ]);
    expect(new Set(taken.map((x) => x.id)).size).toBe(2);
    expect(takeToasts()).toEqual([]);
    expect($toastQueue.get()).toEqual([]);
  });
});
