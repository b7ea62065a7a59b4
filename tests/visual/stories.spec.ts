import { readFileSync } from 'node:fs';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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

/** Viewports: stories tagged `viewport-narrow` are shot at a phone's size, the rest at the config's desktop size. */
const NARROW = { width: 390, height: 844 };

/**
 * Records how the story ends from Storybook's own channel (its render phase alone reads 'finished' even when the
 * play function threw): the status of STORY_FINISHED, and the message of a play function's exception.
 */
function recordStoryOutcome(): void {
  const hook = (): void => {
    const scope = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (payload: unknown) => void): void };
      __storyOutcome?: { status?: string; error?: string };
    };
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(hook, 1);
      return;
    }
    const outcome: { status?: string; error?: string } = {};
    scope.__storyOutcome = outcome;
    channel.on('playFunctionThrewException', (error) => {
      outcome.error = (error as { message?: string }).message ?? String(error);
    });
    channel.on('storyThrewException', (error) => {
      outcome.error = (error as { message?: string }).message ?? String(error);
    });
    channel.on('storyFinished', (event) => {
      outcome.status = (event as { status: string }).status;
    });
  };
  hook();
}

/** Resolves once the story rendered and its play function ran; fails with the reason if either threw. */
async function storyFinished(page: Page): Promise<void> {
  const handle = await page.waitForFunction(() => {
    const outcome = (window as { __storyOutcome?: { status?: string; error?: string } }).__storyOutcome;
    return outcome?.status ? outcome : false;
  });
  const outcome = (await handle.jsonValue()) as { status: string; error?: string };
  expect(outcome.error ?? outcome.status, 'the story rendered and its play function passed').toBe('success');
}

/**
 * Stops the page clock (installed before navigation, running in real time) at about `now`, so no timer due later,
 * such as a copy confirmation's 1 s, fires before the shot. The page clock runs ahead of ours by its own start-up
 * time and pauseAt refuses the past, but the first attempt already pauses it: step forward until one is accepted.
 */
async function stopClock(page: Page, now: number): Promise<void> {
  for (let target = now; ; target += 25) {
    try {
      await page.clock.pauseAt(target);
      return;
    } catch (error) {
      if (!String(error).includes('past') || target - now > 5000) throw error;
    }
  }
}

/**
 * One browser context for the whole run: Storybook's chunks stay in its cache between stories (a fresh context per
 * test fetched them again every time), and the story-outcome hook and fake clock are installed once.
 */
const test = base.extend<object, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, reducedMotion, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, reducedMotion, baseURL });
      await context.addInitScript(recordStoryOutcome);
      await context.clock.install();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the built Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(10);
});

/**
 * A visual baseline per story state: the story rendered and its play function finished (focus, open menus, typed
 * values stay as the play left them). The page clock stops once the play is done, so timed states (a copy
 * confirmation) are shot as the play asserted them.
 */
for (const story of stories) {
  test(`story ${story.id}`, async ({ storyContext }) => {
    await storyContext.clock.resume(); // the previous story's shot left it paused
    const page = await storyContext.newPage();
    try {
      if (story.tags?.includes('viewport-narrow')) await page.setViewportSize(NARROW);
      // axe runs on every story in the storybook Vitest project; here it would only slow the shots down.
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
      // Storybook's own finished event, not a rendered child: some islands render nothing in their empty state
      // (the toast area before its first notice).
      await storyFinished(page);
      await stopClock(page, Date.now());
      await page.evaluate(() => document.fonts.ready);
      // A per-pixel threshold of 0.02 (default 0.2): the dark surfaces differ by a few levels of grey, which the
      // default reads as the same pixel, so a changed surface token would pass unnoticed.
      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, threshold: 0.02 });
    } finally {
      await page.close();
    }
  });
}
