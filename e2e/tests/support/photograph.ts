import { errors, test, type Page } from '@playwright/test';

/** Far longer than a full-page capture takes here (well under a second), even on a slow host. */
const CAPTURE_TIMEOUT_MS = 20_000;

/**
 * Off when the run is told E2E_PHOTOGRAPHS=off: `npm test` (scripts/test.mjs) runs the browser
 * tests for their checks, and nobody looks at its pictures; a run of the browser tests by hand
 * takes them, for the person changing the pages to look at.
 */
const isPhotographing = process.env.E2E_PHOTOGRAPHS !== 'off';

/**
 * A full-page screenshot, unless photographs are off (above), that survives the browser's rare
 * stalled capture. Now and then headless Chromium never answers a capture asked for right
 * after a viewport change (seen once in CI: "fonts loaded", then nothing until the test's own
 * timeout), though the page itself is responsive. Resizing the viewport to the size it has
 * already makes the compositor draw a new frame, and the second capture is answered. A page
 * that is really stuck fails the second capture too, so nothing wrong with the app is hidden
 * by this.
 */
export async function photograph(page: Page, fileName: string): Promise<void> {
  if (!isPhotographing) return;
  const path = test.info().outputPath(fileName);
  try {
    await page.screenshot({ path, fullPage: true, timeout: CAPTURE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    test.info().annotations.push({
      type: 'stalled capture',
      description: `${fileName}: taken again after ${String(CAPTURE_TIMEOUT_MS / 1000)} s`,
    });
    const viewport = page.viewportSize();
    if (viewport) await page.setViewportSize(viewport);
    await page.screenshot({ path, fullPage: true, timeout: CAPTURE_TIMEOUT_MS });
  }
}
