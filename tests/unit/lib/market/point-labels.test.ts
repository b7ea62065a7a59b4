/**
 * The rate curve's point labels ("Now", "Kink"): never cut at the plot's edges, never over each other, the first
 * ranked first. Worked by hand on a plot of 300 x 200 px (a phone's curve), labels 70 x 14 px ("Now 51.80%" in
 * 11 px text), a gap of 6 px between a label and its point, 2 px between two labels, points marked 8 px across.
 */
import { describe, expect, it } from 'vitest';
import { placePointLabels, type PointLabel } from '#lib/market/point-labels.ts';

const AREA = { width: 300, height: 200, gap: 6, dot: 4 };
const label = (key: string, x: number, y: number, prefer: 'above' | 'below' = 'below'): PointLabel => ({
  key,
  x,
  y,
  width: 70,
  height: 14,
  prefer,
});

describe('placePointLabels', () => {
  it('far apart: each on its preferred side, centred on its point', () => {
    // now at (100, 150) below: left 100 - 35 = 65, top 150 + 6 = 156; kink at (240, 120) above: left 205, top 100
    expect(placePointLabels([label('now', 100, 150), label('kink', 240, 120, 'above')], AREA)).toEqual({
      placed: [
        { key: 'now', left: 65, top: 156 },
        { key: 'kink', left: 205, top: 100 },
      ],
      dropped: [],
    });
  });

  it('at the curve ends: slid inside the plot, never half off it', () => {
    // utilization 0 % at x 0: left 0 (not -35); 100 % at x 300: left 300 - 70 = 230 (not 265)
    const { placed } = placePointLabels([label('now', 0, 100), label('kink', 300, 40, 'above')], AREA);
    expect(placed).toEqual([
      { key: 'now', left: 0, top: 106 },
      { key: 'kink', left: 230, top: 20 },
    ]);
  });

  it('on the floor: a label below a point at the bottom would be cut, so it goes above', () => {
    // a 0 % APR at y 198: below would end at 198 + 6 + 14 = 218 > 200; above: top 198 - 6 - 14 = 178
    expect(placePointLabels([label('now', 150, 198)], AREA).placed).toEqual([{ key: 'now', left: 115, top: 178 }]);
  });

  it('close values: both prefer above, 1 px apart; the second takes the other side', () => {
    // now 79 % and kink 80 % at x 236 and 237, y 150 and 149: kink above would be (202, 129) over now's (201, 130)
    const { placed, dropped } = placePointLabels(
      [label('now', 236, 150, 'above'), label('kink', 237, 149, 'above')],
      AREA,
    );
    expect(placed).toEqual([
      { key: 'now', left: 201, top: 130 },
      { key: 'kink', left: 202, top: 155 },
    ]);
    expect(dropped).toEqual([]);
  });

  it("a label never covers the other point's mark: the kink just left of and above the now point", () => {
    // now (236, 150) below would be 201 .. 271 x 156 .. 170, over the kink's mark at (216, 160) (212 .. 220 x 156 ..
    // 164): it goes above (201 .. 271 x 130 .. 144); the kink above (181 .. 251 x 140 .. 154) would touch it, so
    // below: 181 .. 251 x 166 .. 180, clear of now's mark (232 .. 240 x 146 .. 154)
    const { placed } = placePointLabels([label('now', 236, 150), label('kink', 216, 160, 'above')], AREA);
    expect(placed).toEqual([
      { key: 'now', left: 201, top: 130 },
      { key: 'kink', left: 181, top: 166 },
    ]);
  });

  it('the same point, no room above or below: beside it, then dropped', () => {
    // a plot 30 px high, a point at y 15: below (21 .. 35) and above (-5 .. 9) are both cut; right of x 100 (106,
    // centred: top 15 - 7 = 8) is free for the first, left of it (24 .. 94) for the second; a third finds no room
    const area = { width: 300, height: 30, gap: 6, dot: 4 };
    const { placed, dropped } = placePointLabels(
      [label('now', 100, 15), label('kink', 100, 15, 'above'), label('third', 100, 15)],
      area,
    );
    expect(placed).toEqual([
      { key: 'now', left: 106, top: 8 },
      { key: 'kink', left: 24, top: 8 },
    ]);
    expect(dropped).toEqual(['third']);
  });

  it('a point the chart cannot place (no coordinate) is dropped, and so is a label wider than the plot', () => {
    const wide = { ...label('wide', 50, 50), width: 320 };
    expect(placePointLabels([label('now', Number.NaN, 50), wide], AREA)).toEqual({
      placed: [],
      dropped: ['now', 'wide'],
    });
  });

  it('no two placed labels ever overlap or leave the plot, wherever the points are', () => {
    // a sweep of point pairs across the plot, 10 px apart in x and y
    for (let x = 0; x <= 300; x += 10) {
      for (let y = 0; y <= 200; y += 10) {
        const { placed } = placePointLabels([label('a', x, y), label('b', 300 - x, 200 - y, 'above')], AREA);
        for (const p of placed) {
          expect(p.left).toBeGreaterThanOrEqual(0);
          expect(p.top).toBeGreaterThanOrEqual(0);
          expect(p.left + 70).toBeLessThanOrEqual(300);
          expect(p.top + 14).toBeLessThanOrEqual(200);
        }
        if (placed.length === 2) {
          const [a, b] = placed as [(typeof placed)[0], (typeof placed)[0]];
          const apart = a.left + 72 <= b.left || b.left + 72 <= a.left || a.top + 16 <= b.top || b.top + 16 <= a.top;
          expect(apart).toBe(true);
        }
      }
    }
  });
});
