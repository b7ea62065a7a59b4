/**
 * axe-core on a whole page of the running app. The site's CSP allows no inline script, so axe's source is evaluated
 * through the DevTools protocol (page.evaluate), which the page's CSP does not govern, instead of a <script> tag.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One violated rule: its id, impact and the first few nodes it names. */
export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly nodes: string[];
}

/** Runs axe on the page (WCAG 2.1 A and AA and best practices); every violation, with its impact. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    type AxeResults = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      nodes: v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
  });
}

/** The serious and critical violations: what a route must have none of. */
export function blocking(violations: readonly Violation[]): Violation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
