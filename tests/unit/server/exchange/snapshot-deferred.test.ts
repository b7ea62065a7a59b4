/**
 * The periodic engine snapshot is written after the answers of the turn that reached its threshold, not inside
 * that turn (a live network's snapshot takes 200-300 ms): the commands are durable in the journal at once, the
 * snapshot follows on the next turn, and a restart then replays nothing.
 */
import { afterEach, expect, it } from 'vitest';
import type { Command } from '#server/engine/model/commands.ts';
import { Harness } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

it('writes the snapshot after the turn whose commands crossed the threshold', async () => {
  h = await new Harness().start();
  const svc = h.exchange.service;
  const before = svc.store.latestSnapshot()?.seq ?? 0;
  const ts = svc.stamp();
  // 2,000 commands (the default threshold) in one batch: one durable transaction
  const commands: Command[] = Array.from({ length: 2000 }, (_, i) => ({
    type: 'setIndexPrice',
    ts,
    prices: [{ token: 'BTC', price: (90_000n + BigInt(i)) * 10n ** 9n }],
  }));
  const results = svc.executeBatch(commands);
  expect(results.every((r) => 'seq' in r)).toBe(true);
  const last = svc.store.lastSeq();
  // answered with every command logged, and no snapshot written in that turn
  expect(svc.store.commandsAfter(last - 2000).next().done).toBe(false);
  expect(svc.store.latestSnapshot()?.seq ?? 0).toBe(before);
  await new Promise((resolve) => setImmediate(resolve));
  expect(svc.store.latestSnapshot()?.seq).toBe(last);
  await h.restart();
  expect(h.exchange.service.store.latestSnapshot()?.seq).toBe(last);
  expect(h.exchange.service.engine.now()).toBe(svc.engine.now());
});
