/**
 * The price axis's label placement: Mark always shows, a label that would overlap one placed before it, be cut at the
 * pane's edge, or sit off the pane goes to the legend. Coordinates are worked by hand: a pane of 400 px, labels of
 * 15.58 px (11 px text, axisLabelHeight), so two labels need 16.58 px between their centres.
 */
import { describe, expect, it } from 'vitest';
import {
  axisLabelHeight,
  placeAxisLabels,
  placeMidLabel,
  type AxisLabel,
  type PriceLineKind,
} from '#lib/market/axis-labels.ts';

const SPACE = { paneHeight: 400, labelHeight: axisLabelHeight(11) };
const label = (key: string, kind: PriceLineKind, y: number | null, price = 0n): AxisLabel => ({ key, kind, price, y });

describe('axisLabelHeight', () => {
  it.each([
    [11, 11 + 2 * (2.5 / 12) * 11],
    [12, 17],
  ])('a %i px font makes a label of %f px', (font, height) => {
    expect(axisLabelHeight(font)).toBeCloseTo(height, 9);
  });
});

describe('placeAxisLabels', () => {
  it.each<[string, AxisLabel[], string[], string[]]>([
    ['far apart: all on the axis', [label('mark', 'mark', 200), label('entry', 'entry', 100)], ['mark', 'entry'], []],
    // 200 - 190 = 10 px < 16.58: the entry would cover the mark's label; listed after the mark or before, the mark wins
    ['an entry $ close to the mark', [label('mark', 'mark', 200), label('entry', 'entry', 190)], ['mark'], ['entry']],
    [
      'the entry listed first still yields',
      [label('entry', 'entry', 190), label('mark', 'mark', 200)],
      ['mark'],
      ['entry'],
    ],
    // exactly one label plus the gap apart (16.58 px) is clear; a hair less is not
    [
      'just clear',
      [label('mark', 'mark', 200), label('entry', 'entry', 200 + SPACE.labelHeight + 1)],
      ['mark', 'entry'],
      [],
    ],
    [
      'just touching',
      [label('mark', 'mark', 200), label('entry', 'entry', 200 + SPACE.labelHeight + 0.9)],
      ['mark'],
      ['entry'],
    ],
    [
      'equal prices: one label',
      [label('mark', 'mark', 200, 5n), label('entry', 'entry', 200, 5n)],
      ['mark'],
      ['entry'],
    ],
    [
      'two orders at one price: the first keeps the axis',
      [label('order:1', 'buy', 300, 7n), label('order:2', 'buy', 300, 7n)],
      ['order:1'],
      ['order:2'],
    ],
    [
      'liquidation beats entry, entry beats the last trade, the stop beats the take profit',
      [
        label('tp', 'takeProfit', 108),
        label('last', 'last', 45),
        label('sl', 'stopLoss', 100),
        label('entry', 'entry', 40),
        label('liq', 'liquidation', 32),
      ],
      ['liq', 'sl'],
      ['entry', 'last', 'tp'],
    ],
    // the top label's box would start at 5 - 7.79 < 0 px: cut, so it goes; 8 px (box from 0.21) stays
    ['cut at the top', [label('liq', 'liquidation', 5), label('sell', 'sell', 30)], ['sell'], ['liq']],
    ['whole at the top', [label('liq', 'liquidation', 8)], ['liq'], []],
    ['cut at the bottom', [label('buy', 'buy', 395)], [], ['buy']],
    [
      'off the pane or not placed',
      [label('liq', 'liquidation', -40), label('tp', 'takeProfit', null)],
      [],
      ['liq', 'tp'],
    ],
    ['the mark cut at the edge goes too', [label('mark', 'mark', 2)], [], ['mark']],
    ['a coordinate that is not a number', [label('mark', 'mark', Number.NaN)], [], ['mark']],
    ['nothing to place', [], [], []],
  ])('%s', (_name, labels, onAxis, inLegend) => {
    expect(placeAxisLabels(labels, SPACE)).toEqual({ onAxis, inLegend });
  });

  it('a label hidden by a stronger one does not block a weaker one it would have overlapped', () => {
    // mark 200, entry 212 (hidden by the mark), sell 226: 26 px from the mark, clear of it; the hidden entry takes no room
    const placement = placeAxisLabels(
      [label('mark', 'mark', 200), label('entry', 'entry', 212), label('sell', 'sell', 226)],
      SPACE,
    );
    expect(placement).toEqual({ onAxis: ['mark', 'sell'], inLegend: ['entry'] });
  });

  it('many lines in a narrow pane: no two labels on the axis overlap and the mark is always among them', () => {
    // twenty orders every 6 px around a mark at 150 in a 300 px pane
    const kinds: PriceLineKind[] = ['buy', 'sell', 'entry', 'liquidation', 'takeProfit', 'stopLoss', 'last'];
    const labels = Array.from({ length: 20 }, (_, i) => label(`l${i}`, kinds[i % kinds.length]!, 90 + i * 6));
    labels.push(label('mark', 'mark', 150));
    const { onAxis, inLegend } = placeAxisLabels(labels, { paneHeight: 300, labelHeight: SPACE.labelHeight });
    expect(onAxis).toContain('mark');
    expect(onAxis.length + inLegend.length).toBe(labels.length);
    const ys = onAxis.map((key) => labels.find((l) => l.key === key)!.y!).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(SPACE.labelHeight + 1);
    // 114 px of lines (90..204) hold at most 114 / 16.58 + 1 = 7 labels
    expect(onAxis.length).toBeLessThanOrEqual(7);
    expect(onAxis.length).toBeGreaterThanOrEqual(4);
  });
});

describe('placeMidLabel', () => {
  // a 300 px axis, 4 px insets, end labels 40 px wide: the free band for the mid runs from 48 to 252
  const AXIS = { width: 300, inset: 4, startWidth: 40, endWidth: 40 };
  it.each<[string, number, number, number | null]>([
    ['centred in the middle', 150, 40, 130],
    ['near the start: it would cover the lowest price', 60, 40, null],
    ['near the end: it would cover the highest price', 240, 40, null],
    ['just clear of the start (left edge 48)', 68, 40, 48],
    ['just clear of the end (right edge 252)', 232, 40, 212],
    ['off the axis: clamped inside, then over the end label', 320, 40, null],
    ['wider than the free band', 150, 210, null],
    ['not a number', Number.NaN, 40, null],
  ])('%s', (_name, x, width, left) => {
    expect(placeMidLabel(AXIS, x, width)).toBe(left);
  });

  it('a narrow chart keeps the mid clamped inside when the ends are short', () => {
    // 120 px, ends 20 px: band 28..92; a mid at x = 30 with a 30 px label clamps to 4 -> over the start label: dropped
    expect(placeMidLabel({ width: 120, inset: 4, startWidth: 20, endWidth: 20 }, 30, 30)).toBeNull();
    // a mid at 60 is centred: 45..75, clear of both
    expect(placeMidLabel({ width: 120, inset: 4, startWidth: 20, endWidth: 20 }, 60, 30)).toBe(45);
  });
});
