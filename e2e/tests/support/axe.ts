/**
 * Accessibility checks with axe-core, injected into the page through Playwright (the
 * @axe-core/playwright wrapper needs Node 22; the engine itself does not).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * Switches the colour scheme and waits for the CSS transitions it starts: colours measured
 * mid-transition would be neither theme's.
 */
export async function useColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
}

/** The WCAG 2.x A and AA rules (and axe's best practices) every page is checked with. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules whose outcome depends on colours alone: all that can change when only the colour
 * scheme does, so a page already checked in one scheme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations on the page as it is now: of every WCAG 2.x A and AA
 * rule, or of `rules` only.
 */
export async function seriousAxeViolations(
  page: Page,
  { rules }: { rules?: readonly string[] } = {},
): Promise<AxeFinding[]> {
  // Content that arrived after the last wait may still be fading in: measure settled colours.
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_AA_TAGS };
  const results = await page.evaluate(
    (only) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<unknown> };
        }
      ).axe.run(document, { runOnly: only, resultTypes: ['violations'] }),
    runOnly,
  );
  return (results as AxeResults).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
