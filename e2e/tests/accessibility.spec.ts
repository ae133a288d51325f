/**
 * Every page a visitor can reach without an account, checked with axe-core in light and dark
 * mode and on a phone; the signed-in pages are checked along the journey (journey.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, useColorScheme } from './support/axe.js';

const PUBLIC_PAGES = [
  { path: '/', name: 'landing' },
  { path: '/sign-in', name: 'sign-in' },
  { path: '/sign-up', name: 'sign-up' },
  { path: '/forgot-password', name: 'forgot-password' },
  // Without a token: the page a cut-off link opens.
  { path: '/reset-password', name: 'reset-password' },
  { path: '/unsubscribe', name: 'unsubscribe' },
  { path: '/account-deleted', name: 'account deleted' },
  { path: '/no-such-page', name: 'not-found' },
  { path: '/docs/no-such-page', name: 'docs not-found' },
];

for (const { path, name } of PUBLIC_PAGES) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const colorScheme of ['light', 'dark'] as const) {
      await useColorScheme(page, colorScheme);
      expect(await seriousAxeViolations(page), `${path} in ${colorScheme} mode`).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeViolations(page), `${path} on a phone`).toEqual([]);
  });
}

test('a signed-in page sends a visitor to sign in, with where to return', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fjobs/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
