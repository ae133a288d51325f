/**
 * Adding a job saved already: the add-job forms ask first, naming the saved job, and then
 * open it or add the new one anyway. Pasted (the same title at the same company) and from a
 * careers page (the same link).
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { CAREERS_POSTING, startCareersSite, type CareersSite } from './support/careers-site.js';
import { lookAt } from './support/look-at.js';

const TITLE = 'Senior Backend Engineer';
const COMPANY = 'Northwind Traders';

const POSTING = `${TITLE}
${COMPANY} — Remote (EU)

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills`;

const JOB_PAGE = /\/jobs\/[0-9a-f-]{36}$/;

let site: CareersSite;
test.beforeAll(async () => {
  site = await startCareersSite();
});
test.afterAll(async () => {
  await site.close();
});

/** Opens the jobs page's add-job form (open by itself while the list is empty). */
async function openAddJob(page: Page) {
  await page.goto('/jobs');
  // Once the list is in, the form is open if it is empty; the button opens it otherwise.
  await expect(page.getByRole('heading', { name: /^(Your jobs|No jobs yet)$/ })).toBeAttached();
  const addButton = page.getByRole('button', { name: 'Add a job', exact: true }).first();
  if (await addButton.isVisible()) await addButton.click();
  await expect(
    page.getByRole('tabpanel', { name: 'Paste the posting' }).getByLabel('Job posting'),
  ).toBeVisible();
}

/** Pastes the posting with its title and company typed, and submits. */
async function pasteJob(page: Page) {
  await openAddJob(page);
  const panel = page.getByRole('tabpanel', { name: 'Paste the posting' });
  await panel.getByLabel('Job posting').fill(POSTING);
  await panel.getByLabel('Job title').fill(TITLE);
  await panel.getByLabel('Company').fill(COMPANY);
  await panel.getByRole('button', { name: 'Add job' }).click();
}

test('pasting a job saved already asks first, then opens it or adds it anyway', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-saved-job');

  await pasteJob(page);
  await expect(page).toHaveURL(JOB_PAGE);
  const firstUrl = page.url();

  // The same posting again: nothing is added; the form says so, with the saved job.
  await pasteJob(page);
  const form = page.getByRole('tabpanel', { name: 'Paste the posting' });
  const notice = form.getByRole('group', { name: 'You saved this job already' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(notice).toContainText(COMPANY);
  await expect(notice).toContainText(/added \w{3} \d{1,2}, \d{4}/);
  await expect(notice.getByRole('link', { name: TITLE })).toHaveAttribute(
    'href',
    new URL(firstUrl).pathname,
  );
  // A question, not an error: nothing is alerted.
  await expect(form.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
  await lookAt(page, 'jobs-saved-already');

  // Its link opens the saved job.
  await notice.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(firstUrl);

  // Added anyway, it is a new job of its own, and the list has both.
  await pasteJob(page);
  await notice.getByRole('button', { name: 'Add it anyway' }).click();
  await expect(page).toHaveURL(JOB_PAGE);
  expect(page.url()).not.toBe(firstUrl);
  const secondUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.goto('/jobs');
  await expect(
    page
      .getByRole('region', { name: 'Your jobs' })
      .getByRole('listitem')
      .filter({ hasText: TITLE }),
  ).toHaveCount(2);

  // A third time, both are named, newest first. Changing the form puts the question away
  // until the next submit asks it again.
  await pasteJob(page);
  await expect(notice.getByRole('listitem')).toHaveCount(2);
  await expect(notice.getByRole('link', { name: TITLE }).first()).toHaveAttribute(
    'href',
    new URL(secondUrl).pathname,
  );
  await form.getByLabel('Location').fill('Remote');
  await expect(notice).toHaveCount(0);
  await form.getByRole('button', { name: 'Add job' }).click();
  await expect(notice).toBeFocused();

  // "Open the saved job" opens the newest.
  await notice.getByRole('link', { name: 'Open the saved job' }).click();
  await expect(page).toHaveURL(secondUrl);
});

test('importing the same careers page twice asks first, then adds it anyway', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-saved-job-url');

  async function importJob() {
    await openAddJob(page);
    await page.getByRole('tab', { name: 'From a link' }).click();
    const panel = page.getByRole('tabpanel', { name: 'From a link' });
    await panel.getByLabel('Link to the job posting').fill(site.jobUrl);
    await panel.getByRole('button', { name: 'Import job' }).click();
    return panel;
  }

  await importJob();
  await expect(page).toHaveURL(JOB_PAGE);
  const firstUrl = page.url();

  const panel = await importJob();
  const notice = panel.getByRole('group', { name: 'You saved this job already' });
  await expect(notice).toBeFocused();
  await expect(notice.getByRole('link', { name: CAREERS_POSTING.title })).toHaveAttribute(
    'href',
    new URL(firstUrl).pathname,
  );
  await expect(notice).toContainText(CAREERS_POSTING.hiringOrganization.name);
  // The link's own failure box stays empty: this is a question, not a failure.
  await expect(panel.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
  await lookAt(page, 'jobs-saved-already-from-a-link');

  await notice.getByRole('button', { name: 'Add it anyway' }).click();
  await expect(page).toHaveURL(JOB_PAGE);
  expect(page.url()).not.toBe(firstUrl);
  await page.goto('/jobs');
  await expect(
    page
      .getByRole('region', { name: 'Your jobs' })
      .getByRole('listitem')
      .filter({ hasText: CAREERS_POSTING.title }),
  ).toHaveCount(2);
});
