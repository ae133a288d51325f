import type { Page } from '@playwright/test';

/** The narrowest phones still in use; wider ones have more room. */
export const NARROW_PHONE = { width: 320, height: 640 };

/** How many pixels the page is wider than the window (0: no sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
