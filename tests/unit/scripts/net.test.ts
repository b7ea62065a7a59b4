/** The `npm run net` CLI: its arguments, and its three commands against a real exchange started with the controls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNetArgs, runNet } from '#scripts/net.ts';
import { Harness } from '#tests/unit/server/exchange/harness.ts';

describe('arguments', () => {
  it.each([
    [['clock'], { kind: 'clock' }],
    [['advance', '1h'], { kind: 'advance', span: '1h', ms: 3_600_000 }],
    [['advance', '25h'], { kind: 'advance', span: '25h', ms: 90_000_000 }],
    [['price', 'BTC', '90000'], { kind: 'price', token: 'BTC', price: '90000' }],
  ])('%j', (args, command) => expect(parseNetArgs(args)).toEqual(command));

  it.each([[[]], [['clock', 'now']], [['advance']], [['advance', '1h', '2h']], [['price', 'BTC']], [['rewind', '1h']]])(
    '%j is refused with the usage',
    (args) => expect(() => parseNetArgs(args)).toThrow(/usage: npm run net -- clock \| advance/),
  );

  it('refuses a span it cannot read before calling anything', () => {
    expect(() => parseNetArgs(['advance', 'soon'])).toThrow(/cannot read the span "soon"/);
  });
});

describe('against the local network', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await new Harness({ controls: true }).start();
    h.now = Date.UTC(2030, 0, 1, 0, 30);
  });
  afterAll(() => h.stop());

  it('reads, advances and sets prices', async () => {
    expect(await runNet({ kind: 'clock' }, h.exchange.url)).toEqual(['2030-01-01T00:30:00.000Z (on the wall clock)']);
    expect(await runNet(parseNetArgs(['advance', '1h']), h.exchange.url)).toEqual([
      'advanced 1h: 2030-01-01T00:30:00.000Z -> 2030-01-01T01:30:00.000Z',
      '2 steps: 1 fundings, 2 interest accruals, 2 liquidation scans, 0 bridge settlements, 1 snapshots',
      'clock 2030-01-01T01:30:00.000Z (1h ahead of the wall clock)',
    ]);
    expect(await runNet(parseNetArgs(['price', 'btc', '90,000.5']), h.exchange.url)).toEqual([
      'BTC index price 90000.5 at 2030-01-01T01:30:00.000Z',
    ]);
    expect(h.exchange.service.engine.priceIndexes().BTC).toBe(90_000_500_000_000n);
    await expect(runNet(parseNetArgs(['price', 'BTC', '9e4']), h.exchange.url)).rejects.toThrow(
      /cannot read the price "9e4"/,
    );
  });
});
