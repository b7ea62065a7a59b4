/**
 * Chain steps of the outbox run at most once: a crash at any point between logging the command and completing
 * its outbox entry is finished at the next start without paying or sweeping twice. The crash is simulated by a
 * chain step that throws at the chosen point; the restart is a real one over the same database and chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_OPERATOR, type Ledger, type UserTxJson } from '#server/chain/index.ts';
import type { Command } from '#server/engine/model/commands.ts';
import type { ChainStep } from '#server/exchange/onchain/chain-link.ts';
import { ledgerLink, performChainStep, settleChainStep, TREASURY_ADDRESS } from '#server/exchange/onchain/outbox.ts';
import { Harness } from './harness.ts';

const USDC = 1_000_000n;
const RECIPIENT = `0x${'ab'.repeat(32)}`;
let h: Harness;
afterEach(async () => h?.stop());

class Crash extends Error {}
/** How far a step got before the process died. */
const CRASHES = {
  'after the command was logged': null,
  'after the attempt was recorded': async () => {
    throw new Crash();
  },
  'after the chain transfer': async (step: ChainStep) => {
    performChainStep(h.chain.ledger, step);
    throw new Crash();
  },
} as const;

/** Operator transfers committed on the chain, as [from, to, amount]. */
const transfers = (ledger: Ledger) =>
  ledger.store
    .listTransactions(0n, 10_000, CHAIN_OPERATOR)
    .map((json) => JSON.parse(json) as UserTxJson)
    .filter((tx) => tx.payload.function === '0x1::chain_operator::transfer')
    .map((tx) => ({ hash: tx.hash, args: tx.payload.arguments as string[] }));

/** Logs `command` with `step` in the outbox, crashes as told, then restarts the exchange over the same files. */
async function crashAndRestart(crash: keyof typeof CRASHES, command: Command, step: ChainStep, between?: () => void) {
  const svc = h.exchange.service;
  const { seq } = svc.execute(command, step);
  const perform = CRASHES[crash];
  const link = ledgerLink(h.chain.ledger, h.chain.nodeUrl);
  if (perform) await expect(settleChainStep(svc.store, link, { seq }, step, perform)).rejects.toThrow(Crash);
  between?.();
  await h.restart();
  expect(h.exchange.service.store.pendingOutbox()).toEqual([]);
  return seq;
}

describe.each(Object.keys(CRASHES) as (keyof typeof CRASHES)[])('a crash %s', (crash) => {
  it('pays a withdrawal exactly once', async () => {
    h = await new Harness().start();
    const alice = await h.user('alice');
    await h.fund(alice, 'USDC', 1000n * USDC);
    const amount = 250n * USDC;
    const step: ChainStep = { kind: 'pay', to: RECIPIENT, token: 'USDC', amount };
    const seq = await crashAndRestart(
      crash,
      {
        type: 'withdraw',
        ts: h.exchange.service.stamp(),
        userId: alice.userId,
        token: 'USDC',
        amount,
        address: RECIPIENT,
      },
      step,
    );

    expect(h.chain.ledger.balanceOf(RECIPIENT, 'USDC')).toBe(amount);
    const paid = transfers(h.chain.ledger).filter((t) => t.args[2] === RECIPIENT);
    expect(paid.map((t) => t.args[3])).toEqual([amount.toString()]);
    expect(h.exchange.service.store.outboxTxHash(seq)).toBe(paid[0]!.hash);
  });

  it('sweeps a claimed deposit exactly once, leaving a later deposit where it arrived', async () => {
    h = await new Harness().start();
    const alice = await h.user('alice');
    const { depositAddress } = (await alice.client.getUserData({ userId: alice.userId })).userData;
    const claimed = 300n * USDC;
    const later = 40n * USDC;
    h.chain.ledger.mint(depositAddress, 'USDC', claimed);
    const treasuryBefore = h.chain.ledger.balanceOf(TREASURY_ADDRESS, 'USDC');
    const step: ChainStep = { kind: 'sweep', from: depositAddress, token: 'USDC', amount: claimed };
    // the wallet sends more before the exchange comes back: a second sweep would take it uncredited
    await crashAndRestart(
      crash,
      { type: 'deposit', ts: h.exchange.service.stamp(), userId: alice.userId, token: 'USDC', amount: claimed },
      step,
      () => void h.chain.ledger.mint(depositAddress, 'USDC', later),
    );

    expect(h.chain.ledger.balanceOf(depositAddress, 'USDC')).toBe(later);
    expect(h.chain.ledger.balanceOf(TREASURY_ADDRESS, 'USDC') - treasuryBefore).toBe(claimed);
  });
});

describe('the live path', () => {
  it('records the chain transaction of a withdrawal with its outbox entry', async () => {
    h = await new Harness().start();
    const alice = await h.user('alice');
    await h.fund(alice, 'USDC', 1000n * USDC);
    const { txHash } = await alice.client.withdraw({
      userId: alice.userId,
      tokenAddress: await h.token('USDC'),
      amount: String(5n * USDC),
      recipient: RECIPIENT,
    });
    const store = h.exchange.service.store;
    expect(store.pendingOutbox()).toEqual([]);
    expect(store.outboxTxHash(store.lastSeq())).toBe(txHash);
  });
});
