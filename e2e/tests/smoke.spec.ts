import { expect, test } from '@playwright/test';
import { horizontalOverflow, NARROW_PHONE } from './support/layout.js';

test('the landing page renders and reaches the backend', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/');
  await expect(page).toHaveTitle(/Resume Agent/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /get started/i }).first()).toBeVisible();

  const status = page.getByTestId('backend-status');
  await expect(status).toHaveAttribute('data-state', 'online');
  // scripts/start-backend.mjs runs on PostgreSQL when DATABASE_URL is set.
  await expect(status).toContainText(process.env.DATABASE_URL ? '(postgres)' : '(pglite)');

  await page.screenshot({ path: test.info().outputPath('landing.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the landing page follows the dark colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  // A dark page: the body's background is closer to black than to white.
  expect((red + green + blue) / 3).toBeLessThan(100);
  await page.screenshot({ path: test.info().outputPath('landing-dark.png'), fullPage: true });
});

test('every page is sent the security headers (frontend/security-headers.mjs)', async ({
  request,
}) => {
  for (const path of ['/', '/docs/introduction', '/sign-in', '/dashboard']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // The docs add the playground's connect-src to the same policy.
    expect(headers['content-security-policy'], path).toMatch(
      /^base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'(;|$)/,
    );
  }
});

test('an address no page answers gets a 404 page with ways on', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const waysOn = page.getByRole('navigation', { name: 'Ways on' });
  await expect(waysOn.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await waysOn.getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(page).toHaveURL(/\/docs\/.+/);
});

test('/applications, which has no page of its own, leads to the board on the dashboard', async ({
  request,
}) => {
  const response = await request.get('/applications', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/dashboard');
});

test('a docs address with no page gets the docs 404, listing the guides', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const guides = page.getByRole('navigation', { name: 'Docs pages' });
  // The guides, not the API reference's operations.
  await expect(guides.getByRole('link', { name: 'Quickstart' })).toBeVisible();
  await expect(guides.locator('a[href="/docs/api-reference/plants"]')).toHaveCount(1);
  await expect(
    guides.locator('a[href="/docs/api-reference/plant-store-api/list-plants"]'),
  ).toHaveCount(0);
  await guides.getByRole('link', { name: 'Quickstart' }).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
});

test('no public page scrolls sideways on a narrow phone', async ({ page }) => {
  await page.setViewportSize(NARROW_PHONE);
  for (const path of [
    '/',
    '/sign-in',
    '/sign-up',
    '/docs/introduction',
    '/embed/demo',
    '/account-deleted',
    '/nope',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page), path).toBe(0);
  }
});
