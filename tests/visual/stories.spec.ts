import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** One entry of the built Storybook's index. */
interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly tags?: readonly string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

test('the built Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(10);
});

/** A visual baseline per story: the story rendered (play function included) in the built Storybook. */
for (const story of stories) {
  test(`story ${story.id}`, async ({ page }) => {
    // a story tagged 'narrow' is a phone layout: its baseline is taken at 390 x 844
    if (story.tags?.includes('narrow')) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
