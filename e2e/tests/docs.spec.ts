/**
 * The documentation site at /docs, drawn from docs/site.json: navigation by groups, anchors and
 * tabs, the version dropdown, the mode toggle, search, and the API playground sending a real
 * request with a token made in the settings page.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { seriousAxeViolations, useColorScheme } from './support/axe.js';
import { photograph } from './support/photograph.js';

function sidebar(page: Page) {
  // The desktop sidebar; phones get the same links inside a disclosure.
  return page.locator('nav[aria-label="Documentation"]:visible');
}

async function canvasColor(page: Page): Promise<string> {
  return page.locator('#docs-root').evaluate((root) => getComputedStyle(root).backgroundColor);
}

test('the docs navigate by groups, anchors, tabs, versions and previous/next links', async ({
  page,
}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/introduction$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page).toHaveTitle('Introduction · Resume Agent docs');

  // Groups: the sidebar lists the top anchor's groups and marks the page.
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Introduction' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Quickstart' }).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');

  // Previous and next follow the sidebar's order.
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  await expect(pager.getByRole('link', { name: /Introduction/ })).toBeVisible();
  await pager.getByRole('link', { name: /The job seeker's app/ }).click();
  await expect(page).toHaveURL(/\/docs\/app$/);

  // Code blocks are highlighted by Shiki, coloured for both modes at once.
  await page.goto('/docs/quickstart');
  const code = page.locator('.docs-prose pre.shiki').first();
  await expect(code).toBeVisible();
  expect(await code.locator('span[style*="light-dark"]').count()).toBeGreaterThan(0);

  // Anchors select pages by URL prefix; the sidebar then shows only that anchor's groups.
  await nav.getByRole('link', { name: 'For hosts' }).click();
  await expect(page).toHaveURL(/\/docs\/hosts\/embedding$/);
  await expect(nav.getByRole('heading', { name: 'Embedding case controls' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Get started' })).toHaveCount(0);

  // isDefaultHidden: Contributing shows only to someone linked into it.
  await expect(nav.getByRole('link', { name: 'Contributing' })).toHaveCount(0);
  await page.goto('/docs/contributing/development');
  await expect(sidebar(page).getByRole('link', { name: 'Contributing' })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'Contributing' })).toBeVisible();

  // Tabs: the API reference tab has its own sidebar, with a page per OpenAPI operation.
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await tabs.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/docs\/api-reference\/introduction$/);
  await expect(tabs.getByRole('link', { name: 'API reference' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar(page).getByRole('heading', { name: 'Plant Store API' })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'Resume Agent API' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'For hosts' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/\/docs\/changelog\/releases$/);
  await tabs.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/\/docs\/introduction$/);

  // Versions: the v0 anchor appears only while v0 is selected.
  const upgrading = sidebar(page).getByRole('link', { name: 'Upgrading from v0' });
  const version = page.getByLabel('Documentation version');
  await expect(version).toHaveValue('v1');
  await expect(upgrading).toHaveCount(0);
  await version.selectOption('v0');
  await expect(upgrading).toBeVisible();
  await upgrading.click();
  await expect(page).toHaveURL(/\/docs\/v0\/upgrading$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Upgrading from v0');
  // Back to v1 from a v0 page: the page belongs to v0, so the docs' first page opens.
  await version.selectOption('v1');
  await expect(page).toHaveURL(/\/docs\/introduction$/);
  await expect(sidebar(page).getByRole('link', { name: 'Upgrading from v0' })).toHaveCount(0);
  // A link straight into a versioned page selects its version.
  await page.goto('/docs/v0/upgrading');
  await expect(page.getByLabel('Documentation version')).toHaveValue('v0');

  // Feedback buttons and footer socials point at the repository and the accounts.
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('link', { name: 'Suggest edits' })).toHaveAttribute(
    'href',
    'https://github.com/resume-agent/resume-agent/edit/main/docs/quickstart.mdx',
  );
  await expect(page.getByRole('link', { name: 'Raise issue' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/resume-agent\/resume-agent\/issues\/new\?title=Docs/,
  );
  const socials = page.getByRole('list', { name: 'Social links' });
  await expect(socials.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/resume-agent/resume-agent',
  );
  await expect(socials.getByRole('link', { name: 'Hacker News' })).toBeVisible();
});

test('the mode toggle switches light and dark, remembers the choice, and both read well', async ({
  page,
}) => {
  await useColorScheme(page, 'light');
  await page.goto('/docs/hosts/cases');
  // site.json's background colours: #FFFFFF light, #0B0E1F dark.
  await expect.poll(() => canvasColor(page)).toBe('rgb(255, 255, 255)');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('docs-light.png') });

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('#docs-root')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => canvasColor(page)).toBe('rgb(11, 14, 31)');
  // The logo follows the mode.
  await expect(page.locator('img.docs-logo-dark')).toBeVisible();
  await expect(page.locator('img.docs-logo-light')).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('docs-dark.png') });

  // The choice outlives a reload, although the operating system says light.
  await page.reload();
  await expect(page.locator('#docs-root')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => canvasColor(page)).toBe('rgb(11, 14, 31)');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect.poll(() => canvasColor(page)).toBe('rgb(255, 255, 255)');

  // Phones: the sidebar folds into a disclosure.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/quickstart');
  await page.locator('summary', { hasText: 'Navigation' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await photograph(page, 'docs-phone.png');
});

test('search finds a section and opens it', async ({ page }) => {
  await page.goto('/docs/introduction');
  const dialog = page.getByTestId('docs-search-dialog');
  // The shortcut is heard once the page has hydrated; a key pressed before that is lost, as
  // it would be for a reader, so the test presses again until the dialog opens.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dialog.getByRole('combobox').fill('idempotency key');
  const result = dialog.getByRole('option').filter({ hasText: 'Idempotency-Key' }).first();
  await expect(result).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('docs-search.png') });
  await result.click();
  await expect(page).toHaveURL(/\/docs\/hosts\/cases#idempotency-key$/);
  await expect(page.getByRole('heading', { name: 'Idempotency-Key' })).toBeInViewport();

  // Nothing found says so.
  await page.getByRole('button', { name: 'Search documentation' }).click();
  await dialog.getByRole('combobox').fill('zzqxv');
  await expect(dialog.getByText(/No results for/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the playground calls GET /plants with a token made in settings and shows the plants', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new account makes a plants:read token in the settings page.
  await signUpInBrowser(page, 'docs');
  await page.goto('/settings');
  await page.getByLabel('Token name').fill('Docs playground');
  await page.getByRole('checkbox', { name: /^plants:read/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const secretField = page.getByLabel('New API token');
  await expect(secretField).toHaveValue(/^ra_pat_/);
  const token = await secretField.inputValue();

  await page.goto('/docs/api-reference/plant-store-api/list-plants');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'List the plants the caller has access to',
  );
  const testRequest = page.getByRole('button', { name: 'Test Request' });
  await expect(testRequest).toBeVisible({ timeout: 60_000 });
  await testRequest.click();

  const client = page.getByRole('dialog', { name: 'API Client' });
  // The auth input starts with site.json's inputPrefix.
  await expect(client.getByLabel('Bearer Token')).toHaveValue('ra_pat_');
  await client.getByLabel('Bearer Token').fill(token);
  const requests = page.waitForRequest(
    (request) => request.url() === 'http://localhost:4000/plants' && request.method() === 'GET',
  );
  await client
    .getByRole('button', { name: 'Send get request to http://localhost:4000/plants' })
    .click();
  const sent = await requests;
  expect(sent.headers().authorization).toBe(`Bearer ${token}`);

  const response = client.getByRole('region', { name: 'Response', exact: true });
  await expect(response.getByRole('link', { name: '200 OK' })).toBeVisible();
  const body = response.getByRole('region', { name: 'Body' });
  await expect(body).toContainText('"Aloe vera"');
  await expect(body).toContainText('"Monstera deliciosa"');
  await page.screenshot({ path: test.info().outputPath('docs-playground.png') });
});
