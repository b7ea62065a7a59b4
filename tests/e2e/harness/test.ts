/**
 * The `test` and `expect` every e2e spec imports: Playwright's, with a guard that fails a test on any uncaught page
 * error (`pageerror`) or console error in any page of its browser context (popups included), listed with the page's
 * URL. A test that expects some (the network killed on purpose) names them with `test.use({ allowedPageErrors })`:
 * why each is expected, and the pattern of its message; nothing is allowed by default.
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/** Options of the guard. */
interface GuardOptions {
  /** Page errors and console errors this test expects: why, and the pattern of the message text. */
  readonly allowedPageErrors: Readonly<Record<string, RegExp>>;
}

/** Where a console message came from, when Chromium says. */
const origin = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}:${lineNumber})` : '';
};

/** Collects the page errors and console errors of every page the context opens. */
function watch(context: BrowserContext, allowed: Readonly<Record<string, RegExp>>): string[] {
  const problems: string[] = [];
  const isAllowed = (text: string) => Object.values(allowed).some((pattern) => pattern.test(text));
  const attach = (page: Page) => {
    page.on('pageerror', (error) => {
      const text = `${error.name}: ${error.message}`;
      if (!isAllowed(text)) problems.push(`page error on ${page.url()}: ${text}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' || isAllowed(message.text())) return;
      problems.push(`console error on ${page.url()}: ${message.text()}${origin(message)}`);
    });
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  return problems;
}

/** Playwright's test with the page-error guard on its context. */
export const test = base.extend<GuardOptions>({
  // an object, not a list: test.use reads an array as a fixture's [value, options] pair
  allowedPageErrors: [{}, { option: true }],
  context: async ({ context, allowedPageErrors }, use) => {
    const problems = watch(context, allowedPageErrors);
    await use(context);
    expect(
      problems,
      'page errors and console errors (allow expected ones with test.use({ allowedPageErrors }))',
    ).toEqual([]);
  },
});
