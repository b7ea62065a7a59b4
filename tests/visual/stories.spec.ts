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
/**
 * Every story is shown, its play function run and axe (addon-a11y, `a11y.test: 'error'`) run on it; the stories
 * tagged `no-visual` (states that only make sense to interact with) get no screenshot.
 */
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

/** Viewports: stories tagged `viewport-narrow` are shot at a phone's size, the rest at the config's desktop size. */
const NARROW = { width: 390, height: 844 };

/** How the story in the page got on, from Storybook's channel events (recordStoryOutcome). */
interface Outcome {
  /** STORY_RENDERED's story id: rendered and played, Storybook's afterEach (axe) still to run. */
  rendered?: string;
  /** STORY_FINISHED's story id and status: after the play and the afterEach hooks. */
  storyId?: string;
  status?: string;
  /** The message of an exception of the story's render or play function. */
  error?: string;
  /** addon-a11y's failed report: its violations, or why axe could not run. */
  violations?: string[];
}

/**
 * Records how the current story ends from Storybook's own channel (its render phase alone reads 'finished' even when
 * the play function threw): STORY_RENDERED once the story rendered and its play passed; then, once Storybook's
 * afterEach hooks ran, STORY_FINISHED's id and status ('error' when the play threw, an error went unhandled while it
 * played, or a report failed: addon-a11y's afterEach runs axe and adds its report, failed on any violation with the
 * preview's `a11y.test: 'error'`); the message of a render or play exception and the violations of a failed a11y
 * report. `showStory` starts a fresh record before it asks for the next story.
 */
function recordStoryOutcome(): void {
  type Report = {
    type: string;
    status: string;
    result?: {
      error?: { message?: string };
      violations?: Array<{ id: string; impact?: string; help: string; nodes: Array<{ target: unknown }> }>;
    };
  };
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
    channel.on('storyRendered', (storyId) => {
      if (scope.__storyOutcome) scope.__storyOutcome.rendered = storyId as string;
    });
    channel.on('storyFinished', (event) => {
      const { storyId, status, reporters } = event as { storyId: string; status: string; reporters?: Report[] };
      const violations = (reporters ?? [])
        .filter((report) => report.type === 'a11y' && report.status === 'failed')
        .flatMap((report) =>
          report.result?.violations
            ? report.result.violations.map(
                (v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
              )
            : [`axe did not run: ${report.result?.error?.message ?? String(report.result?.error)}`],
        );
      if (scope.__storyOutcome) Object.assign(scope.__storyOutcome, { storyId, status, violations });
    });
  };
  hook();
}

/** Waits until the page's story outcome passes `until` for `storyId`, and returns it. */
async function outcomeOf(page: Page, storyId: string, until: 'rendered' | 'finished'): Promise<Outcome> {
  const handle = await page.waitForFunction(
    ([id, stage]) => {
      const outcome = (window as { __storyOutcome?: Outcome }).__storyOutcome;
      const finished = Boolean(outcome?.status) && outcome?.storyId === id;
      return finished || (stage === 'rendered' && outcome?.rendered === id) ? outcome : false;
    },
    [storyId, until] as const,
  );
  return (await handle.jsonValue()) as Outcome;
}

/** Fails with the reason when the story's render or play threw, axe found a violation, or the story errored. */
function expectPassed(outcome: Outcome): void {
  expect(outcome.error, 'the story rendered and its play function passed').toBeUndefined();
  expect(outcome.violations ?? [], 'axe found no violation (addon-a11y, a11y.test: error)').toEqual([]);
  if (outcome.status) expect(outcome.status, 'the story finished with no error unhandled').toBe('success');
}

/**
 * Shows a story in the worker's one page: the first by loading Storybook's iframe, every later one by asking the
 * loaded preview for it (SET_CURRENT_STORY, as Storybook's own test runner does), which unmounts the previous story
 * and renders the next without reloading Storybook's ~70 chunks (a reload per story was most of a shot's 2 s).
 * Resolves once the story rendered and its play function ran (addon-a11y's axe run may still be going: see shoot);
 * fails with the reason if either threw.
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
    // addon-a11y's global a11y.manual stays false: its afterEach runs axe on the story after the play.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
  }
  // Storybook's own rendered event, not a rendered child: some islands render nothing in their empty state (the
  // toast area before its first notice).
  expectPassed(await outcomeOf(page, storyId, 'rendered'));
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
 * Every story as a test of the built Storybook: it renders, its play function passes and axe finds no violation on
 * it (what the Vitest storybook project checks in a dev-mode browser, which npm test no longer runs), and a visual
 * baseline per story state unless tagged `no-visual`: the story rendered and its play function finished (focus, open
 * menus, typed values stay as the play left them). The page clock stops once the play is done, so timed states (a
 * copy confirmation) are shot as the play asserted them.
 */
for (const story of stories) {
  const shot = !story.tags?.includes('no-visual');
  test(`story ${story.id}${shot ? '' : ' (play + axe, no shot)'}`, async ({ storyPage: page }, testInfo) => {
    const viewport = story.tags?.includes('viewport-narrow') ? NARROW : testInfo.project.use.viewport;
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) {
      await page.setViewportSize(viewport);
    }
    // Shots are taken with motion reduced (the project's setting); the stories without one include those that check
    // the motion itself (a modal's exit animation, a sliding panel), which need the media query's default, as in the
    // Vitest story runner.
    await page.emulateMedia({ reducedMotion: shot ? (testInfo.project.use.reducedMotion ?? null) : 'no-preference' });
    try {
      await shoot(page, story.id, false, shot);
    } catch (error) {
      // The reference is the story loaded on its own, as before the in-place switch: a story whose play or shot
      // fails after another story ran in the page is tried once more on a fresh load, and only that verdict counts.
      testInfo.annotations.push({ type: 'fresh load', description: firstLine(error) });
      await shoot(page, story.id, true, shot);
    }
  });
}

/** The first line of an error's message, without the terminal colours of Playwright's assertion messages. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
}

/**
 * Shows the story (in place unless `fresh`); once its play is done stops the page clock and compares the shot
 * (unless the story has none), then lets the clock run again until Storybook finished the story, addon-a11y's axe
 * run included (axe waits on timers, so it finishes after the shot: the shot is of the state the play left, as
 * before axe ran here, e.g. a copy confirmation's 1 s). The story fails if its play, its axe run or the shot does,
 * or if the page threw meanwhile, even after the play (as in the Vitest story runner).
 */
async function shoot(page: Page, storyId: string, fresh: boolean, shot: boolean): Promise<void> {
  await page.clock.resume(); // the previous shot left it paused
  const pageErrors: string[] = [];
  const onError = (error: Error) => pageErrors.push(error.message);
  page.on('pageerror', onError);
  try {
    await showStory(page, storyId, fresh);
    if (shot) await compareShot(page, storyId);
    await page.clock.resume();
    expectPassed(await outcomeOf(page, storyId, 'finished'));
    expect(pageErrors, 'no error thrown in the page').toEqual([]);
  } finally {
    page.off('pageerror', onError);
  }
}

/** Stops the page clock and compares the full page with the story's baseline. */
async function compareShot(page: Page, storyId: string): Promise<void> {
  await stopClock(page, Date.now());
  await page.evaluate(() => document.fonts.ready);
  // A per-pixel threshold of 0.02 (default 0.2): the dark surfaces differ by a few levels of grey, which the default
  // reads as the same pixel, so a changed surface token would pass unnoticed.
  await expect(page).toHaveScreenshot(`${storyId}.png`, { fullPage: true, threshold: 0.02 });
}
