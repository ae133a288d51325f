/**
 * Where applications come from: a source is set on an application's page (the field suggests
 * the common ones), changed, left alone with Escape and cleared; the form refuses 101 characters
 * before sending anything and shows the server's refusal by its field. Sources set through the
 * API and moves along the board then show on the dashboard, under the funnel, as "Where your
 * interviews come from". Each state is checked with axe-core and photographed in light and dark
 * mode and at 320 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { moveAlong, startApplication } from './support/applications.js';
import { lookAt } from './support/look-at.js';
import { ok } from './support/matched-application.js';

async function setSource(page: Page, id: string, source: string | null): Promise<void> {
  await ok(
    page,
    'mutation($i: SetApplicationSourceInput!) { setApplicationSource(input: $i) { id } }',
    { i: { id, source } },
  );
}

/** What the Details card's "Source" says ("LinkedIn", "Not set"), its button's words left out. */
function sourceValue(details: Locator): Locator {
  return details
    .locator('dl > div')
    .filter({ has: details.page().getByRole('term').filter({ hasText: 'Source' }) })
    .getByRole('definition')
    .locator('span:not(.sr-only)')
    .first();
}

/** The rows of the table, each as its cells' text. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('th, td').allTextContents()).map((text) =>
        text.replace(/\s+/gu, ' ').trim(),
      ),
    ),
  );
}

test('a source is set, changed and cleared on the application page, and the dashboard shows interviews by source', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-sources');
  const platformId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  const dataId = await startApplication(page, { title: 'Data Engineer', company: 'Fabrikam' });
  const staffId = await startApplication(page, { title: 'Staff Engineer', company: 'Contoso' });
  const backendId = await startApplication(page, {
    title: 'Backend Engineer',
    company: 'Tailspin Toys',
  });
  const siteId = await startApplication(page, {
    title: 'Site Reliability Engineer',
    company: 'Litware',
  });

  await page.goto(`/applications/${platformId}`);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(sourceValue(details)).toHaveText('Not set');
  await lookAt(page, 'source-not-set');

  // Set: the field suggests the common sources; one typed and saved.
  await details.getByRole('button', { name: 'Set the source' }).click();
  const form = details.getByRole('form', { name: 'Set the source' });
  const field = form.getByLabel('Source');
  await expect(field).toBeFocused();
  const suggestions = form.locator('datalist option');
  await expect(suggestions).toHaveCount(8);
  await expect(suggestions.first()).toHaveAttribute('value', 'LinkedIn');
  await field.pressSequentially('LinkedIn');
  await lookAt(page, 'source-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(sourceValue(details)).toHaveText('LinkedIn');
  await expect(details.getByRole('status')).toHaveText('Source set to LinkedIn.');
  await expect(details.getByRole('button', { name: 'Change the source' })).toBeFocused();
  await lookAt(page, 'source-set');

  // The change bumped the application's version and the page knows it: a move goes through.
  await page
    .getByRole('group', { name: 'Move to' })
    .getByRole('button', { name: /^Applied/ })
    .click();
  await expect(page.getByText('Currently Applied.')).toBeVisible();
  await expect(page.getByText(/latest version/)).toHaveCount(0);

  // Changed; then Escape leaves it as it is.
  await details.getByRole('button', { name: 'Change the source' }).click();
  const changeForm = details.getByRole('form', { name: 'Change the source' });
  await expect(changeForm.getByLabel('Source')).toHaveValue('LinkedIn');
  // The used source comes first, the common ones after, each once.
  await expect(changeForm.locator('datalist option')).toHaveCount(8);
  await expect(changeForm.getByRole('button', { name: 'Clear the source' })).toBeVisible();
  await lookAt(page, 'source-change-form');
  await changeForm.getByLabel('Source').fill('Referral');
  await changeForm.getByRole('button', { name: 'Save' }).click();
  await expect(changeForm).toHaveCount(0);
  await expect(sourceValue(details)).toHaveText('Referral');
  await details.getByRole('button', { name: 'Change the source' }).click();
  await changeForm.getByLabel('Source').fill('Glassdoor');
  await changeForm.getByLabel('Source').press('Escape');
  await expect(changeForm).toHaveCount(0);
  await expect(sourceValue(details)).toHaveText('Referral');
  await expect(details.getByRole('button', { name: 'Change the source' })).toBeFocused();

  // Cleared.
  await details.getByRole('button', { name: 'Change the source' }).click();
  await changeForm.getByRole('button', { name: 'Clear the source' }).click();
  await expect(changeForm).toHaveCount(0);
  await expect(sourceValue(details)).toHaveText('Not set');
  await expect(details.getByRole('status')).toHaveText('Source cleared.');
  await expect(details.getByRole('button', { name: 'Set the source' })).toBeFocused();

  // 101 characters: refused by the form, before anything is sent.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('ApplicationPageSetSource')) saves.push(request.url());
  });
  await details.getByRole('button', { name: 'Set the source' }).click();
  await field.fill('x'.repeat(101));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('The source has at most 100 characters.');
  expect(saves).toEqual([]);
  await lookAt(page, 'source-too-long');

  // And the server's refusal, of 101 characters slipped past the form, is said by the field too.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: Record<string, unknown> };
    } | null;
    if (body?.operationName !== 'ApplicationPageSetSource' || !body.variables?.input)
      return route.continue();
    body.variables.input.source = 'y'.repeat(101);
    return route.continue({ postData: JSON.stringify(body) });
  });
  await field.fill('LinkedIn');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('The source has at most 100 characters.');
  await expect(field).toBeFocused();
  expect(saves).toHaveLength(1);
  await page.unroute('**/graphql');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(sourceValue(details)).toHaveText('LinkedIn');

  // The others through the API: "linkedin " is LinkedIn written another way; one has none.
  await setSource(page, dataId, ' linkedin ');
  await setSource(page, staffId, 'Referral');
  await setSource(page, siteId, 'Hacker News “Who is hiring?” thread');
  await moveAlong(page, platformId, ['interviewing']);
  await moveAlong(page, dataId, ['applied']);
  await moveAlong(page, staffId, ['applied', 'interviewing', 'offer']);
  await moveAlong(page, backendId, ['applied', 'interviewing']);
  await moveAlong(page, siteId, ['applied']);

  await page.goto('/dashboard');
  const funnel = page.getByRole('region', { name: 'Funnel' });
  const table = funnel.getByRole('table', { name: 'Where your interviews come from' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Source',
    'Applied',
    'Interviews',
    'Offers',
  ]);
  expect(await tableRows(table)).toEqual([
    ['LinkedIn', '2', '1 of 2 · 50%', '0'],
    // As many sent as Hacker News, but more interviews.
    ['Referral', '1', '1 of 1 · 100%', '1'],
    ['Hacker News “Who is hiring?” thread', '1', '0 of 1 · 0%', '0'],
    ['No source', '1', '1 of 1 · 100%', '0'],
  ]);
  await lookAt(page, 'sources-dashboard');
});

test('a job saved from a board’s link comes with its source filled in, to save or replace', async ({
  page,
}) => {
  await signUpInBrowser(page, 'e2e-source-link');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
    url: 'https://www.linkedin.com/jobs/view/4012345678/',
  });
  await page.goto(`/applications/${applicationId}`);
  const details = page.getByRole('region', { name: 'Details' });
  // Nothing is stored by itself: the page still says "Not set".
  await expect(sourceValue(details)).toHaveText('Not set');

  await details.getByRole('button', { name: 'Set the source' }).click();
  const form = details.getByRole('form', { name: 'Set the source' });
  const field = form.getByLabel('Source');
  await expect(field).toHaveValue('LinkedIn');
  await expect(field).toBeFocused();
  await expect(form.getByText('Filled in from the job’s link', { exact: false })).toBeVisible();
  await lookAt(page, 'source-form-from-link');
  // Selected: the first key typed replaces the suggestion.
  await field.pressSequentially('Referral');
  await expect(field).toHaveValue('Referral');
  await expect(form.getByText('Filled in from the job’s link', { exact: false })).toHaveCount(0);
  await field.fill('LinkedIn');
  await field.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(sourceValue(details)).toHaveText('LinkedIn');
});
