import { expect, type Page } from '@playwright/test';
import { COLOUR_RULES, seriousAxeViolations, useColorScheme } from './axe.js';
import { horizontalOverflow, NARROW_PHONE } from './layout.js';
import { photograph } from './photograph.js';

/**
 * Photographs the page in light and dark mode and checks it with axe: every rule in light
 * mode, the colour rules again in dark mode (nothing else changes with the scheme). Then checks
 * that it does not scroll sideways on a narrow phone, nor the app's bar of links, and
 * photographs that.
 */
export async function lookAt(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await useColorScheme(page, colorScheme);
    await photograph(page, `${name}-${colorScheme}.png`);
    const rules = colorScheme === 'dark' ? COLOUR_RULES : undefined;
    expect(await seriousAxeViolations(page, { rules }), `${name} in ${colorScheme} mode`).toEqual(
      [],
    );
  }
  await useColorScheme(page, 'light');
  const viewport = page.viewportSize();
  await page.setViewportSize(NARROW_PHONE);
  await expect.poll(() => horizontalOverflow(page), { message: `${name} at 320 px` }).toBe(0);
  // Every link of the app's bar in view, none scrolled off its end.
  const appNav = page.getByRole('navigation', { name: 'App' });
  if ((await appNav.count()) > 0)
    expect(
      await appNav.evaluate((nav) => nav.scrollWidth - nav.clientWidth),
      `${name}: the app's links at 320 px`,
    ).toBe(0);
  await photograph(page, `${name}-320.png`);
  if (viewport) await page.setViewportSize(viewport);
}
