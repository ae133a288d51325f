/**
 * Undoing a spreadsheet import: from its result, or later from "Recent imports" under the form,
 * which warns when some of its jobs were worked on since. The jobs go, with their applications,
 * from the pages that listed them.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { moveAlong, startApplication } from './support/applications.js';
import { lookAt } from './support/look-at.js';
import { ok } from './support/matched-application.js';

const TRACKER = [
  'Job title,Company,Status,Date applied',
  'Platform Engineer,Northwind,Applied,2026-11-03',
  'Data Analyst,Cobalt Games,Interview,2026-11-05',
  'Support Engineer,Globex,Wishlist,',
].join('\n');

/** Imports `csv` through the API, as the page does; the import's id and its applications. */
async function importThroughApi(
  page: Page,
  csv: string,
): Promise<{ importId: string; applicationIds: string[] }> {
  const { importApplications } = await ok<{
    importApplications: { importId: string | null; rows: { applicationId: string | null }[] };
  }>(
    page,
    'mutation($i: ImportApplicationsInput!) { importApplications(input: $i) { importId rows { applicationId } } }',
    { i: { csv, dryRun: false } },
  );
  if (importApplications.importId === null) throw new Error('nothing was imported');
  return {
    importId: importApplications.importId,
    applicationIds: importApplications.rows.flatMap((row) =>
      row.applicationId === null ? [] : [row.applicationId],
    ),
  };
}

/** Opens /import and waits for its list of recent imports to be answered. */
async function openImportPage(page: Page): Promise<void> {
  const listed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('ImportPageRecentImports'),
  );
  await page.goto('/import');
  await listed;
}

test('an import is undone from its result, and its jobs leave the jobs page', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'e2e-import-undo-result');
  await openImportPage(page);
  // No import yet: nothing to undo, no section.
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent imports' })).toHaveCount(0);

  await page
    .getByLabel('Choose a CSV file or drag it here')
    .setInputFiles({ name: 'tracker.csv', mimeType: 'text/csv', buffer: Buffer.from(TRACKER) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Import 3 applications' }).click();
  const result = page.getByRole('region', { name: 'Imported 3 applications' });
  await expect(result.getByRole('heading', { name: 'Imported 3 applications' })).toBeFocused();

  // Asked first, in place; Keep puts focus back on the button that asked.
  const undo = result.getByRole('button', { name: 'Undo this import' });
  await undo.click();
  const question = result.getByRole('group', { name: 'Confirm undoing this import' });
  await expect(question).toContainText(
    'Delete the 3 jobs this import added, with their applications?',
  );
  await expect(question.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await lookAt(page, 'import-undo-result-question');
  await question.getByRole('button', { name: 'Keep them' }).click();
  await expect(undo).toBeFocused();

  await undo.click();
  await question.getByRole('button', { name: 'Yes, delete them' }).click();
  const undone = page.getByRole('region', { name: 'Import undone' });
  await expect(undone.getByRole('heading', { name: 'Import undone' })).toBeFocused();
  await expect(undone).toContainText('3 jobs deleted, with their applications.');
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toHaveText(
    'Import undone: 3 jobs deleted.',
  );
  await expect(page.getByRole('link', { name: 'Platform Engineer' })).toHaveCount(0);
  await lookAt(page, 'import-undone');

  // Through the app's own navigation, from the same cache: the jobs are gone.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

  // Another file can be imported straight away.
  await page.goto('/import');
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeVisible();
});

test('a recent import worked on since is undone after a warning', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'e2e-import-undo-recent');
  // A job of the person's own, which no undo touches.
  await startApplication(page, { title: 'Site Reliability Engineer', company: 'Initech' });
  const first = await importThroughApi(page, TRACKER);
  // Worked on since: one application moved on, another noted.
  const [moved, noted] = first.applicationIds;
  if (moved === undefined || noted === undefined) throw new Error('expected 3 applications');
  await moveAlong(page, moved, ['interviewing']);
  await ok(
    page,
    'mutation($i: AddApplicationNoteInput!) { addApplicationNote(input: $i) { id } }',
    { i: { id: noted, text: 'Called the recruiter' } },
  );
  const second = await importThroughApi(page, 'Job title,Company\nBackend Engineer,Contoso');

  // The jobs page first, so that its list is in the tab's cache before the undo.
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: 'Platform Engineer' })).toBeVisible();
  await page.getByRole('link', { name: 'Import a spreadsheet' }).click();
  await expect(page).toHaveURL(/\/import$/);

  const section = page.getByRole('region', { name: 'Recent imports' });
  const rows = section.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Newest first; the one worked on says how much.
  await expect(rows.nth(0)).toContainText('1 job');
  await expect(rows.nth(0)).not.toContainText('changed since');
  await expect(rows.nth(1)).toContainText('3 jobs');
  await expect(rows.nth(1)).toContainText('2 changed since');
  await expect(rows.nth(1).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d/);

  const undoFirst = rows.nth(1).getByRole('button', { name: 'Undo import' });
  await undoFirst.click();
  const question = rows.nth(1).getByRole('group', { name: /^Confirm undoing the import of / });
  await expect(question).toContainText(
    'Delete the 3 jobs this import added, with their applications? 2 of them were worked on since (moved, noted, tailored…); undoing deletes them too.',
  );
  await expect(question.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await lookAt(page, 'import-recent-question');
  await question.getByRole('button', { name: 'Keep them' }).click();
  await expect(undoFirst).toBeFocused();

  await undoFirst.click();
  await question.getByRole('button', { name: 'Yes, delete them' }).click();
  await expect(rows.nth(1)).toContainText('Import undone: 3 jobs deleted.');
  await expect(rows.nth(1).getByRole('button')).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Recent imports' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toHaveText(
    'Import undone: 3 jobs deleted.',
  );

  // The other import, undone in another tab meanwhile: said so beside it, nothing lost.
  await ok(page, 'mutation($id: ID!) { undoSpreadsheetImport(id: $id) { id } }', {
    id: second.importId,
  });
  await rows.nth(0).getByRole('button', { name: 'Undo import' }).click();
  await expect(rows.nth(0).getByRole('group')).toContainText(
    'Delete the job this import added, with its application?',
  );
  await expect(rows.nth(0).getByRole('group')).not.toContainText('worked on since');
  await rows.nth(0).getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(rows.nth(0)).toContainText('This import was undone already.');
  await lookAt(page, 'import-recent-undone');

  // The jobs page, from the same cache, lists only the job of the person's own.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('link', { name: 'Site Reliability Engineer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Platform Engineer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Backend Engineer' })).toHaveCount(0);
  // As the board does.
  await page.goto('/dashboard');
  await expect(page.getByText('Site Reliability Engineer').first()).toBeVisible();
  await expect(page.getByText('Data Analyst')).toHaveCount(0);

  // Nothing left to undo: no section.
  await openImportPage(page);
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent imports' })).toHaveCount(0);
});
