/**
 * Importing a job search kept in a spreadsheet: the file is checked first (its columns, each row
 * as it would be imported or why not), then imported, and the applications are on the board in
 * their columns. A pasted file with semicolons reads too, its days in the order chosen.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { lookAt } from './support/look-at.js';

/** A tracker as people keep one: its own headers, a pay column, words for statuses. */
const TRACKER = [
  'Position,Employer,Stage,Date applied,Salary,Link,Recruiter',
  'Platform Engineer,Northwind,Interview,2026-11-03,90k,https://jobs.example/northwind,"Dana Brooks <dana@northwind.example>; Sam Lee (Hiring manager)"',
  'Data Analyst,Cobalt Games,Submitted,2026-11-05,,,',
  'Staff Engineer,Umbrella,Offer,"Nov 12, 2026",,,',
  'Product Designer,Initech,Ghosted,2026-11-02,,,',
  ',Nameless Corp,Applied,2026-11-06,,,',
  'Support Engineer,Globex,Wishlist,,,,',
].join('\r\n');

/** As Excel saves it in much of Europe: semicolons, and days as 03/11/2026. */
const EUROPEAN = [
  'Job title;Company;Status;Applied on',
  'Backend Engineer;"Contoso; Ltd";Rejected;03/11/2026',
  'Platform Engineer;Northwind;Applied;2026-11-03',
].join('\n');

function chooseFile(page: Page, name: string, text: string | Buffer) {
  return page
    .getByLabel('Choose a CSV file or drag it here')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('a spreadsheet is checked, imported and shown on the board', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-spreadsheet-import');
  const importLink = page
    .getByRole('region', { name: 'No applications yet' })
    .getByRole('link', { name: 'Import your spreadsheet' });
  await expect(importLink).toBeVisible();
  await lookAt(page, 'import-dashboard-link');
  await importLink.click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page).toHaveTitle(/Import from a spreadsheet/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import from a spreadsheet');
  // The browser writes days month first (en-US): so do its spreadsheets, most likely.
  await expect(page.getByRole('radio', { name: 'March 11' })).toBeChecked();
  await lookAt(page, 'import-choose');

  // Refused before anything is sent: a workbook, and a file over 1 MB.
  const fileMessage = page.getByText(/is a workbook|over the 1 MB limit|No column holds/);
  await page.getByLabel('Choose a CSV file or drag it here').setInputFiles({
    name: 'tracker.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK'),
  });
  await expect(fileMessage).toHaveText(
    '“tracker.xlsx” is a workbook. Save it as CSV first (File › Save As, or Download), then choose the .csv file.',
  );
  await chooseFile(page, 'huge.csv', `Job title\n${'Engineer\n'.repeat(120_000)}`);
  await expect(fileMessage).toContainText('“huge.csv” is 1.1 MB, over the 1 MB limit.');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByLabel('Choose a CSV file or drag it here')).toBeFocused();

  // Refused by the server, said by the file: no column holds a job title.
  await chooseFile(page, 'contacts.csv', 'Name,Phone\nDana,555 0100');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(fileMessage).toHaveText(
    'No column holds the job title: name one Job title, Position, Role',
  );
  await expect(page.getByLabel('Choose a CSV file or drag it here')).toBeFocused();
  await lookAt(page, 'import-file-refused');

  // The preview: the columns read and left out, each row, and why two are left out.
  await chooseFile(page, 'job-tracker.csv', TRACKER);
  await page.getByRole('button', { name: 'Check the file' }).click();
  const preview = page.getByRole('region', { name: 'Check what will be imported' });
  await expect(preview.getByRole('heading', { name: 'Check what will be imported' })).toBeFocused();
  await expect(preview).toContainText('From job-tracker.csv.');
  await expect(preview.getByText('6 rows: 4 will be imported, 2 left out')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '6 rows' })).toHaveText(
    '6 rows: 4 will be imported, 2 left out.',
  );
  const readColumns = preview
    .getByRole('heading', { name: 'Columns read' })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('listitem');
  await expect(readColumns).toHaveText([
    'Position → read as Job title',
    'Employer → read as Company',
    'Stage → read as Status',
    'Date applied → read as Day applied',
    'Link → read as Job link',
    'Recruiter → read as Contacts',
  ]);
  await expect(
    preview
      .getByRole('heading', { name: 'Not imported' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem'),
  ).toHaveText(['Salary']);
  const rows = preview.getByRole('table', { name: 'The rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toContainText('Platform Engineer');
  await expect(rows.nth(1)).toContainText('Interviewing');
  await expect(rows.nth(1)).toContainText('Tue, Nov 3, 2026');
  await expect(rows.nth(1)).toContainText('2 contacts');
  await expect(rows.nth(3)).toContainText('Offer');
  await expect(rows.nth(3)).toContainText('Thu, Nov 12, 2026');
  await expect(rows.nth(4)).toContainText(
    'Left out: "Ghosted" is not a status we know: write Applied, Interviewing, Offer, Accepted, Rejected, Withdrawn or Draft',
  );
  await expect(rows.nth(5)).toContainText('No job title');
  await expect(rows.nth(5)).toContainText('Left out: It has no job title');
  await expect(rows.nth(6)).toContainText('Draft');
  await lookAt(page, 'import-preview');

  // Importing: the result links the applications, and says which rows were left out.
  await preview.getByRole('button', { name: 'Import 4 applications' }).click();
  const result = page.getByRole('region', { name: 'Imported 4 applications' });
  await expect(result.getByRole('heading', { name: 'Imported 4 applications' })).toBeFocused();
  await expect(result.getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute(
    'href',
    /^\/applications\/[\w-]+$/,
  );
  await expect(result.getByRole('listitem').filter({ hasText: /^Line/ })).toHaveText([
    'Line 5 (Product Designer): "Ghosted" is not a status we know: write Applied, Interviewing, Offer, Accepted, Rejected, Withdrawn or Draft',
    'Line 6: It has no job title',
  ]);
  await expect(result.getByRole('heading', { name: '2 rows left out' })).toBeVisible();
  await lookAt(page, 'import-done');

  await result.getByRole('link', { name: 'Staff Engineer' }).click();
  await expect(page).toHaveURL(/\/applications\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Staff Engineer');
  await expect(page.getByText('Imported from a spreadsheet (line 4) as Offer')).toBeVisible();

  // On the board, each in its column.
  await page.goto('/dashboard');
  const column = (status: string) => page.locator(`section[data-status="${status}"]`);
  await expect(column('interviewing')).toContainText('Platform Engineer');
  await expect(column('applied')).toContainText('Data Analyst');
  await expect(column('offer')).toContainText('Staff Engineer');
  await expect(column('draft')).toContainText('Support Engineer');
  // The recruiter column's people are the application's contacts.
  await column('interviewing')
    .getByRole('link', { name: /Platform Engineer/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Platform Engineer');
  await expect(page.getByText('Dana Brooks', { exact: true })).toBeVisible();
  await expect(page.getByText('Sam Lee', { exact: true })).toBeVisible();

  // A pasted file with semicolons, whose days read as the person says.
  await page.goto('/import');
  await page.getByText('Paste it', { exact: true }).click();
  await page.getByLabel('Your spreadsheet as text').fill(EUROPEAN);
  await page.getByRole('radio', { name: 'My file has none' }).check();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(preview).toContainText('From the text you pasted.');
  await expect(preview).toContainText('2 rows: none can be imported');
  await expect(rows.nth(1)).toContainText(
    'The day applied "03/11/2026" could be read two ways: say whether days or months come first',
  );
  // Saved already: the first file imported it.
  await expect(rows.nth(2)).toContainText('Left out: This job is saved already');
  await expect(preview.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();

  await preview.getByRole('button', { name: 'Choose another file' }).click();
  await expect(page.getByLabel('Your spreadsheet as text')).toHaveValue(EUROPEAN);
  await expect(page.getByLabel('Your spreadsheet as text')).toBeFocused();
  await page.getByRole('radio', { name: '3 November' }).check();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(preview).toContainText('2 rows: 1 will be imported, 1 left out');
  await expect(preview).toContainText('Days like 03/11/2026 read as 3 November.');
  await expect(rows.nth(1)).toContainText('Contoso; Ltd');
  await expect(rows.nth(1)).toContainText('Rejected');
  await expect(rows.nth(1)).toContainText('Tue, Nov 3, 2026');
  await lookAt(page, 'import-preview-pasted');

  await preview.getByRole('button', { name: 'Import 1 application' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 1 application' })).toBeFocused();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(column('rejected')).toContainText('Backend Engineer');
  await expect(column('interviewing')).toContainText('Platform Engineer');

  // The jobs page leads here too, beside "Add a job".
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: 'Backend Engineer' })).toBeVisible();
  await lookAt(page, 'import-jobs-link');
  await page.getByRole('link', { name: 'Import a spreadsheet' }).click();
  await expect(page).toHaveURL(/\/import$/);
});
