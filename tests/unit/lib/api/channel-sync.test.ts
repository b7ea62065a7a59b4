import { describe, expect, it } from 'vitest';
import { syncChannel } from '#lib/api/channel-sync.ts';
import type { StreamEvent } from '#lib/api/contract.ts';
import type { ChannelHandlers, ResyncReason } from '#lib/api/stream-client.ts';

/** The value under test: the aliases applied on top of a snapshot's. */
type Value = { readonly seq: number; readonly aliases: readonly string[] };
const alias = (n: number): StreamEvent => ({ type: 'SetAlias', userId: '3', timestamp: n, newAlias: `a${n}` });

/** A stream stand-in (the test plays the stream client) and snapshot loads the test resolves by hand. */
function setup(opts: { failOn?: string } = {}) {
  let handlers: ChannelHandlers | null = null;
  const loads: { resolve: (v: Value) => void; reject: (e: unknown) => void }[] = [];
  const values: Value[] = [];
  const errors: unknown[] = [];
  const starts: ResyncReason[] = [];
  const stop = syncChannel(
    {
      subscribe: (_channel, h) => {
        handlers = h;
        return () => (handlers = null);
      },
    },
    'user:3',
    {
      load: () => new Promise<Value>((resolve, reject) => loads.push({ resolve, reject })),
      apply: (v, e) => {
        const name = e.type === 'SetAlias' ? e.newAlias : '?';
        if (name === opts.failOn) throw new Error('cannot apply');
        return { ...v, aliases: [...v.aliases, name] };
      },
      onValue: (v, seq) => values.push({ ...v, seq }),
      onError: (e) => errors.push(e),
      onResync: (reason) => starts.push(reason),
    },
  );
  const resync = (reason: ResyncReason) => handlers!.onResync!(reason);
  const event = (seq: number) => handlers!.onEvent(alias(seq), seq);
  const snapshot = async (i: number, seq: number, aliases: string[] = []) => {
    loads[i]!.resolve({ seq, aliases });
    await Promise.resolve();
  };
  return { resync, event, snapshot, loads, values, errors, starts, stop, subscribed: () => handlers !== null };
}

describe('syncChannel lines a snapshot up with its stream', () => {
  it.each([
    ['drops held events the snapshot already has', [4, 5, 6, 7], 5, ['a6', 'a7'], 7],
    ['applies every held event newer than the snapshot', [6, 7], 5, ['a6', 'a7'], 7],
    ['keeps the snapshot alone when it is newest', [4, 5], 5, [], 5],
  ])('%s', async (_name, heldSeqs, snapSeq, aliases, seq) => {
    const t = setup();
    t.resync('initial');
    for (const s of heldSeqs) t.event(s);
    await t.snapshot(0, snapSeq);
    expect(t.values).toEqual([{ seq, aliases }]);
    expect(t.loads).toHaveLength(1);
  });

  it('drops held events numbered past one that arrives after them (a forged frame from the future)', async () => {
    const t = setup();
    t.resync('initial');
    t.event(9); // a frame five numbers ahead that the server never sent
    t.event(5);
    t.event(6);
    await t.snapshot(0, 4);
    // 9 would have been applied as the real 9 once the numbers reached it, and the real 9 skipped
    expect(t.values).toEqual([{ seq: 6, aliases: ['a5', 'a6'] }]);
    expect(t.loads).toHaveLength(1);
  });

  it('applies live events one by one after the snapshot and skips repeats', async () => {
    const t = setup();
    t.resync('initial');
    await t.snapshot(0, 10, ['base']);
    t.event(10);
    t.event(11);
    t.event(12);
    expect(t.values.map((v) => [v.seq, v.aliases.at(-1)])).toEqual([
      [10, 'base'],
      [11, 'a11'],
      [12, 'a12'],
    ]);
  });

  it('loads again when the snapshot is older than the held events, then replays what the new one lacks', async () => {
    const t = setup();
    t.resync('initial');
    t.event(5);
    t.event(6);
    t.event(7);
    await t.snapshot(0, 3);
    expect(t.loads).toHaveLength(2);
    expect(t.values).toEqual([]);
    await t.snapshot(1, 5);
    expect(t.values).toEqual([{ seq: 7, aliases: ['a6', 'a7'] }]);
  });

  it('reloads on a stream gap and holds the event that showed it', async () => {
    const t = setup();
    t.resync('initial');
    await t.snapshot(0, 1);
    t.resync('gap');
    t.event(4);
    await t.snapshot(1, 3);
    expect(t.values.at(-1)).toEqual({ seq: 4, aliases: ['a4'] });
  });

  it('reloads when a live event skips a number the stream client did not flag', async () => {
    const t = setup();
    t.resync('initial');
    await t.snapshot(0, 1);
    t.event(3);
    expect(t.loads).toHaveLength(2);
    await t.snapshot(1, 2);
    expect(t.values.at(-1)).toEqual({ seq: 3, aliases: ['a3'] });
  });

  it.each([['reconnect'], ['initial']] as const)(
    'forgets events held before a %s (a restarted server numbers anew)',
    async (reason) => {
      const t = setup();
      t.resync('initial');
      t.event(50);
      t.resync(reason);
      t.event(1);
      await t.snapshot(0, 99);
      await t.snapshot(1, 0);
      expect(t.values).toEqual([{ seq: 1, aliases: ['a1'] }]);
    },
  );

  it('reports a failed load and tries again on the next event', async () => {
    const t = setup();
    t.resync('initial');
    t.loads[0]!.reject(new Error('offline'));
    await Promise.resolve();
    expect(t.errors).toEqual([new Error('offline')]);
    t.event(8);
    expect(t.loads).toHaveLength(2);
    await t.snapshot(1, 7);
    expect(t.values).toEqual([{ seq: 8, aliases: ['a8'] }]);
  });

  it('ignores a snapshot that arrives after unsubscribing', async () => {
    const t = setup();
    t.resync('initial');
    t.stop();
    await t.snapshot(0, 1);
    expect([t.values, t.subscribed()]).toEqual([[], false]);
  });

  it('tells the owner each time a load starts, with its reason', async () => {
    const t = setup();
    t.resync('initial');
    await t.snapshot(0, 1);
    t.event(3); // a gap the client did not flag
    t.resync('reconnect');
    expect(t.starts).toEqual(['initial', 'gap', 'reconnect']);
  });

  it.each([
    ['a live event', false],
    ['a held event', true],
  ])('reloads when the owner cannot apply %s, and drops that event', async (_name, held) => {
    const t = setup({ failOn: 'a3' });
    t.resync('initial');
    if (held) {
      t.event(2);
      t.event(3);
      t.event(4);
      await t.snapshot(0, 1);
    } else {
      await t.snapshot(0, 1);
      t.event(2);
      t.event(3);
      t.event(4);
    }
    expect(t.loads).toHaveLength(2);
    // the new snapshot holds event 3: only 4 applies on top
    await t.snapshot(1, 3, ['a2', 'a3']);
    expect(t.values.at(-1)).toEqual({ seq: 4, aliases: ['a2', 'a3', 'a4'] });
    expect(t.starts).toEqual(['initial', 'gap']);
  });
});
