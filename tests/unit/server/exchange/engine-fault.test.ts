/**
 * A command whose commit phase faults (the engine throws an EngineFault after rolling it back) must not leave the
 * log behind the engine: the commands of the same batch applied before it are logged and published, the call fails
 * as internal, and a restart replays exactly what was acknowledged.
 */
import { afterEach, expect, it } from 'vitest';
import { EngineFault } from '#server/engine/model/errors.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import { Harness } from './harness.ts';

let h: Harness;
afterEach(async () => h?.stop());

it('logs the commands applied before a faulting one, then fails the batch as internal', async () => {
  h = await new Harness().start();
  const { userId } = await h.user('faulty');
  const svc = h.exchange.service;
  const apply = svc.engine.apply.bind(svc.engine);
  // a fault injected for one command type: the real engine throws EngineFault when a commit phase refuses
  svc.engine.apply = (command) => {
    if (command.type === 'setAutoLend') throw new EngineFault(command.type, new Error('forced'));
    return apply(command);
  };
  const ts = svc.stamp();
  const before = svc.store.lastSeq();
  const batch = () =>
    svc.executeBatch([
      { type: 'setAlias', userId, alias: 'renamed', ts },
      { type: 'setAutoLend', userId, enabled: true, ts },
      { type: 'setAlias', userId, alias: 'never', ts },
    ]);
  expect(batch).toThrow(ApiFailure);
  expect(svc.store.lastSeq()).toBe(before + 1);
  expect(svc.engine.userData(userId)?.alias).toBe('renamed');

  await h.restart();
  expect(h.exchange.service.engine.userData(userId)?.alias).toBe('renamed');
  expect(h.exchange.service.engine.userData(userId)?.autolendEnabled).toBe(false);
});
