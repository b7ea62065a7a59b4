/** The account tables' "header stays put" check, shared by their stories. */
import { expect, within } from 'storybook/test';

/**
 * Every grid under `root` (one table per state, stacked at one width) has the same column header widths, to the
 * pixel: a header that moves when the skeleton rows give way to the empty message or to rows is what this catches.
 */
export async function expectSameHeaderWidths(root: HTMLElement, states: number): Promise<void> {
  const grids = await within(root).findAllByRole('grid');
  await expect(grids).toHaveLength(states);
  const widths = grids.map((grid) =>
    within(grid)
      .getAllByRole('columnheader')
      .map((th) => Math.round(th.getBoundingClientRect().width)),
  );
  for (const w of widths.slice(1)) await expect(w).toEqual(widths[0]);
}
