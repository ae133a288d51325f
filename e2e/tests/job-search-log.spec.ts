/**
 * The job search log: from the dashboard, a dialog downloads the applications as a spreadsheet
 * (CSV). "Every application" holds the draft too; "Applications sent between" two days holds
 * only the one sent in them. A span that ends before it begins is refused by the dialog before
 * anything is sent, and the server's refusal of one is said by the same field. Escape closes
 * the dialog and focus goes back to its button. The dialog is checked with axe-core and
 * photographed in light and dark mode and at 320 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { moveAlong, startApplication } from './support/applications.js';
import { seriousAxeViolations } from './support/axe.js';
import { browserDay } from './support/browser-day.js';
import { horizontalOverflow, NARROW_PHONE } from './support/layout.js';
import { lookAt } from './support/look-at.js';

const HEADER =
  'Applied on,Company,Job title,Location,Status,Source,Contacts,Interviews,Follow up on,' +
  'Last day to apply,Pay from,Pay to,Pay currency,Pay period,Match score,Job link,Notes,' +
  'Added on,Application';

/** The file a click saves: its name and its lines (the byte order mark kept on the first). */
async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(0, -2).split('\r\n') };
}

function downloadButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Download (.csv)' });
}

test('the job search log downloads every application, or those sent between two days', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await signUpInBrowser(page, 'e2e-job-search-log');
  const sentId = await startApplication(page, { title: 'Data Engineer', company: 'Contoso' });
  await startApplication(page, { title: 'Platform Engineer', company: 'Northwind Traders' });
  await moveAlong(page, sentId, ['applied']);
  const today = await browserDay(page, 0);

  // The board drawn: the page is hydrated and its buttons answer.
  await page.reload();
  await expect(page.locator('section[data-status="applied"]')).toContainText('Data Engineer');
  await lookAt(page, 'job-search-log-button');
  const opener = page.getByRole('button', { name: 'Job search log' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Download your job search log' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/one row per application/u);
  await expect(dialog.getByRole('heading', { name: 'Download your job search log' })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Every application' })).toBeChecked();
  // This month so far, on the browser's calendar.
  const from = dialog.getByLabel('From', { exact: true });
  const to = dialog.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(`${today.slice(0, 7)}-01`);
  await expect(to).toHaveValue(today);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await lookAt(page, 'job-search-log-dialog');
  // On a narrow phone the dialog scrolls within the screen: its end, buttons included.
  await page.setViewportSize(NARROW_PHONE);
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  await dialog.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(downloadButton(dialog)).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('job-search-log-dialog-320-end.png') });
  await page.setViewportSize(viewport);

  // Every application: the one sent, with its day, and the draft, without one.
  const every = await downloadOf(page, () => downloadButton(dialog).click());
  expect(every.name).toBe('job-search-log.csv');
  expect(every.lines[0]).toBe(`\uFEFF${HEADER}`);
  expect(every.lines).toHaveLength(3);
  expect(every.lines).toContainEqual(
    expect.stringMatching(new RegExp(`^${today},Contoso,Data Engineer,.*,Applied,`, 'u')),
  );
  expect(every.lines).toContainEqual(
    expect.stringMatching(/^,Northwind Traders,Platform Engineer,.*,Draft,/u),
  );
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(
    /^Saved job-search-log\.csv \([\d.]+ (bytes|KB)\): 2 applications\.$/u,
  );
  await lookAt(page, 'job-search-log-saved');

  // A quick pick fills in the span and chooses it.
  await dialog.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(
    dialog.getByRole('radio', { name: 'Applications sent between two days' }),
  ).toBeChecked();
  await expect(from).toHaveValue(await browserDay(page, -6));
  await expect(to).toHaveValue(today);

  // Sent today: the applied one alone.
  await from.fill(today);
  const sent = await downloadOf(page, () => downloadButton(dialog).click());
  expect(sent.name).toBe(`job-search-log-${today}-to-${today}.csv`);
  expect(sent.lines[0]).toBe(`\uFEFF${HEADER}`);
  expect(sent.lines).toHaveLength(2);
  expect(sent.lines[1]).toMatch(new RegExp(`^${today},Contoso,Data Engineer,`, 'u'));
  await expect(status).toHaveText(
    new RegExp(
      `^Saved job-search-log-${today}-to-${today}\\.csv \\([\\d.]+ (bytes|KB)\\): 1 application\\.$`,
      'u',
    ),
  );

  // From after to: said by "To", which takes focus; nothing is sent.
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('DashboardExportJobSearchLog')) sends.push(request.url());
  });
  await from.fill(await browserDay(page, 1));
  await downloadButton(dialog).click();
  await expect(to).toBeFocused();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(
    'The last day is before the first. Choose a “To” day on or after the “From” day.',
  );
  await expect(status).toHaveText('');
  expect(sends).toEqual([]);
  await lookAt(page, 'job-search-log-span-error');

  // The server's refusal of such a span, slipped past the dialog, is said by "To" too.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: Record<string, unknown> };
    } | null;
    if (body?.operationName !== 'DashboardExportJobSearchLog' || !body.variables?.input)
      return route.continue();
    body.variables.input.appliedFrom = '2026-12-31';
    body.variables.input.appliedTo = '2026-12-01';
    return route.continue({ postData: JSON.stringify(body) });
  });
  await from.fill(today);
  await expect(to).not.toHaveAttribute('aria-invalid');
  await downloadButton(dialog).click();
  await expect(to).toHaveAccessibleDescription('The span ends before it begins.');
  await expect(to).toBeFocused();
  expect(sends).toHaveLength(1);
  await page.unroute('**/graphql');

  // Escape closes the dialog; focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Opened again: the choice is kept, the old messages are not.
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: 'Applications sent between two days' }),
  ).toBeChecked();
  await expect(to).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
