import { afterEach, describe, expect, it } from 'vitest';
import {
  $modal,
  $modalPending,
  $modals,
  closeModal,
  closeModalOpening,
  openModal,
  openModalOver,
  runModalAction,
} from '#stores/modal.ts';
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
  openModal('deposit');
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

  it('keeps the modal open only for the failures keepOpenOnError names (the user cancelled a step)', async () => {
    const cancelled = new Error('cancelled');
    const keep = (error: unknown) => error === cancelled;
    openModal('transferFunds');
    await runModalAction(() => Promise.reject(cancelled), { keepOpenOnError: keep });
    expect($modal.get()?.id).toBe('transferFunds');
    expect($modalPending.get()).toBe(false);
    await runModalAction(() => Promise.reject(new Error('refused')), { keepOpenOnError: keep });
    expect($modal.get()).toBeUndefined();
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

describe('openModalOver: a modal over another keeps the one beneath and its running action', () => {
  it('puts Establish connection over a deposit and gives the deposit back when it closes', () => {
    openModal('deposit');
    const deposit = $modal.get();
    openModalOver('establishConnection');
    expect($modals.get().map((m) => m.id)).toEqual(['deposit', 'establishConnection']);
    expect($modal.get()?.id).toBe('establishConnection');
    closeModal();
    expect($modals.get()).toEqual([deposit]);
    expect($modal.get()).toBe(deposit); // the same opening: its instance and state stay
  });

  it("keeps the deposit's action pending beneath, runs the upper one's own, and closes each opening by itself", async () => {
    openModal('deposit');
    const deposit = deferred<string>();
    const depositRun = runModalAction(() => deposit.promise);
    expect($modalPending.get()).toBe(true);
    openModalOver('establishConnection');
    expect($modalPending.get()).toBe(false); // the upper modal can act
    const key = deferred<void>();
    const keyRun = runModalAction(() => key.promise);
    expect($modalPending.get()).toBe(true);
    expect(await runModalAction(() => Promise.resolve())).toEqual({ status: 'busy' });
    key.resolve();
    expect(await keyRun).toEqual({ status: 'done', value: undefined });
    expect($modal.get()?.id).toBe('deposit');
    expect($modalPending.get()).toBe(true); // the deposit is still running: no second submit
    expect(await runModalAction(() => Promise.resolve())).toEqual({ status: 'busy' });
    deposit.resolve('deposited');
    expect(await depositRun).toEqual({ status: 'done', value: 'deposited' });
    expect($modals.get()).toEqual([]);
    expect($modalPending.get()).toBe(false);
  });

  it('replaces an upper modal of the same kind instead of stacking it twice, and opens alone over nothing', () => {
    openModalOver('establishConnection');
    expect($modals.get().map((m) => m.id)).toEqual(['establishConnection']);
    openModalOver('establishConnection');
    expect($modals.get().map((m) => m.id)).toEqual(['establishConnection']);
    openModal('transferFunds');
    openModalOver('establishConnection');
    openModalOver('establishConnection');
    expect($modals.get().map((m) => m.id)).toEqual(['transferFunds', 'establishConnection']);
  });

  it('closing the lower opening closes the one over it too; openModal replaces both', () => {
    openModal('withdraw');
    const withdraw = $modal.get()!;
    openModalOver('establishConnection');
    closeModalOpening(withdraw);
    expect($modals.get()).toEqual([]);
    openModal('withdraw');
    openModalOver('establishConnection');
    openModal('addAccount');
    expect($modals.get().map((m) => m.id)).toEqual(['addAccount']);
  });
});
