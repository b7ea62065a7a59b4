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
 * Records how the current story ends from Storybook's own channel (its render phase alone reads 'finished' even when
 * the play function threw): the story id and status of STORY_FINISHED, and the message of a play function's
 * exception. `showStory` starts a fresh record before it asks for the next story.
 */
function recordStoryOutcome(): void {
  type Outcome = { storyId?: string; status?: string; error?: string };
  const hook = (): void => {
    const scope = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (payload: unknown) => void): void };
      __storyOutcome?: Outcome;
    };
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(hook, 1);
      return;
    }
    scope.__storyOutcome ??= {};
    const failed = (error: unknown): void => {
      if (scope.__storyOutcome) scope.__storyOutcome.error = (error as { message?: string }).message ?? String(error);
    };
    channel.on('playFunctionThrewException', failed);
    channel.on('storyThrewException', failed);
    channel.on('storyFinished', (event) => {
      const { storyId, status } = event as { storyId: string; status: string };
      if (scope.__storyOutcome) Object.assign(scope.__storyOutcome, { storyId, status });
    });
  };
  hook();
}

/**
 * Shows a story in the worker's one page: the first by loading Storybook's iframe, every later one by asking the
 * loaded preview for it (SET_CURRENT_STORY, as Storybook's own test runner does), which unmounts the previous story
 * and renders the next without reloading Storybook's ~70 chunks (a reload per story was most of a shot's 2 s).
 * Resolves once the story rendered and its play function ran; fails with the reason if either threw.
 */
async function showStory(page: Page, storyId: string, fresh: boolean): Promise<void> {
  const loaded = !fresh && (await page.evaluate(() => '__storyOutcome' in window).catch(() => false));
  if (loaded) {
    await page.evaluate((id) => {
      const scope = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        __storyOutcome: object;
      };
      window.scrollTo(0, 0);
      scope.__storyOutcome = {};
      scope.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  } else {
    // axe runs on every story in the storybook Vitest project; here it would only slow the shots down.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
  }
  // Storybook's own finished event, not a rendered child: some islands render nothing in their empty state (the
  // toast area before its first notice).
  const handle = await page.waitForFunction((id) => {
    const outcome = (window as { __storyOutcome?: { storyId?: string; status?: string; error?: string } })
      .__storyOutcome;
    return outcome?.status && outcome.storyId === id ? outcome : false;
  }, storyId);
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
 * One browser context and one page per worker: Storybook loads once and every story after the first is switched
 * to in place (see showStory); the story-outcome hook and fake clock are installed once.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, reducedMotion, baseURL } = workerInfo.project.use;
      const context: BrowserContext = await browser.newContext({ viewport, reducedMotion, baseURL });
      await context.addInitScript(recordStoryOutcome);
      await context.clock.install();
      await use(await context.newPage());
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
  test(`story ${story.id}`, async ({ storyPage: page }, testInfo) => {
    const viewport = story.tags?.includes('viewport-narrow') ? NARROW : testInfo.project.use.viewport;
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) {
      await page.setViewportSize(viewport);
    }
    try {
      await shoot(page, story.id, false);
    } catch (error) {
      // The reference is the story loaded on its own, as before the in-place switch: a story whose play or shot
      // fails after another story ran in the page is tried once more on a fresh load, and only that verdict counts.
      testInfo.annotations.push({ type: 'fresh load', description: firstLine(error) });
      await shoot(page, story.id, true);
    }
  });
}

/** The first line of an error's message, without the terminal colours of Playwright's assertion messages. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
}

/** Shows the story (in place unless `fresh`), stops the page clock once its play is done and compares the shot. */
async function shoot(page: Page, storyId: string, fresh: boolean): Promise<void> {
  await page.clock.resume(); // the previous shot left it paused
  await showStory(page, storyId, fresh);
  await stopClock(page, Date.now());
  await page.evaluate(() => document.fonts.ready);
  // A per-pixel threshold of 0.02 (default 0.2): the dark surfaces differ by a few levels of grey, which the default
  // reads as the same pixel, so a changed surface token would pass unnoticed.
  await expect(page).toHaveScreenshot(`${storyId}.png`, { fullPage: true, threshold: 0.02 });
}
