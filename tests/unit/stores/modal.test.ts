import { afterEach, describe, expect, it } from 'vitest';
import { $modal, $modalPending, closeModal, openModal, runModalAction } from '#stores/modal.ts';
import { $panel, closePanel, openPanel } from '#stores/panel.ts';

/** A promise the test settles by hand, to look at the modal while its action runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  closeModal();
  closePanel();
});

describe('openModal is checked against ModalArgs', () => {
  it('opens a modal without arguments and one with them', () => {
    openModal('deposit');
    expect($modal.get()).toEqual({ id: 'deposit', args: undefined });
    openModal('editAccount', { userId: '7' });
    expect($modal.get()).toEqual({ id: 'editAccount', args: { userId: '7' } });
    openModal('withdraw', { token: 'USDC' });
    openModal('withdraw');
    expect($modal.get()).toEqual({ id: 'withdraw', args: undefined });
  });

  it('refuses wrong ids and arguments at compile time', () => {
    // each call below is a type error (tsc fails on an unused @ts-expect-error); at run time they still store
    // @ts-expect-error: editAccount needs the account to rename
    openModal('editAccount');
    // @ts-expect-error: marketClose takes a market, not a user
    openModal('marketClose', { userId: '7' });
    // @ts-expect-error: deposit takes no arguments
    openModal('deposit', { token: 'USDC' });
    // @ts-expect-error: no such modal
    openModal('orderTicket');
    // @ts-expect-error: a panel id is not a modal id
    openModal('borrowDetails', { token: 'USDC' });
    expect($modal.get()?.id).toBe('borrowDetails');
  });

  it('checks panels the same way', () => {
    openPanel('borrowDetails', { token: 'USDC' });
    expect($panel.get()).toEqual({ id: 'borrowDetails', args: { token: 'USDC' } });
    openPanel('account');
    expect($panel.get()).toEqual({ id: 'account', args: undefined });
    // @ts-expect-error: borrow details need a token
    openPanel('borrowDetails');
  });
});

describe('runModalAction: loading while the action runs, close on finish or error (SPEC 4)', () => {
  it('is pending while the action runs and closes the modal when it succeeds', async () => {
    openModal('transferFunds');
    const action = deferred<string>();
    const result = runModalAction(() => action.promise);
    expect($modalPending.get()).toBe(true);
    expect($modal.get()?.id).toBe('transferFunds');
    action.resolve('sent');
    expect(await result).toEqual({ status: 'done', value: 'sent' });
    expect($modalPending.get()).toBe(false);
    expect($modal.get()).toBeUndefined();
  });

  it('refuses a second submit while the first runs, so a double click acts once', async () => {
    openModal('marketClose', { market: 'BTC-PERP' });
    const action = deferred<void>();
    let calls = 0;
    const submit = () =>
      runModalAction(() => {
        calls += 1;
        return action.promise;
      });
    const first = submit();
    expect(await submit()).toEqual({ status: 'busy' });
    action.resolve();
    await first;
    expect(calls).toBe(1);
  });

  it('closes on error and hands the error back instead of throwing', async () => {
    openModal('editAccount', { userId: '7' });
    const error = new Error('rename refused');
    expect(await runModalAction(() => Promise.reject(error))).toEqual({ status: 'failed', error });
    expect($modal.get()).toBeUndefined();
    expect($modalPending.get()).toBe(false);
  });

  it('keeps the modal open on error when asked (add account: a failure silently ends loading)', async () => {
    openModal('addAccount');
    await runModalAction(() => Promise.reject(new Error('no')), { keepOpenOnError: true });
    expect($modal.get()?.id).toBe('addAccount');
    expect($modalPending.get()).toBe(false);
  });

  it('never closes a modal opened after the action started', async () => {
    openModal('limitClose', { market: 'ETH-PERP' });
    const action = deferred<void>();
    const result = runModalAction(() => action.promise);
    openModal('deposit'); // something else opened meanwhile
    expect($modalPending.get()).toBe(false);
    action.resolve();
    await result;
    expect($modal.get()).toEqual({ id: 'deposit', args: undefined });
  });
});
