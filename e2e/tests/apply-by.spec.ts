/**
 * The last day to apply: set when a job is added, counted down on the jobs list, listed on the
 * dashboard while it is near, and cleared from the job's page, after which it shows nowhere.
 * "Closing soonest" orders the jobs list by it.
 */
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { lookAt } from './support/look-at.js';
import { browserDay } from './support/browser-day.js';
import { graphqlFromPage } from './support/graphql.js';

const TITLE = 'Platform Engineer';

const POSTING = `${TITLE}
Northwind Traders — Remote

Requirements
- 3+ years of experience with Go
- Kubernetes in production`;

test('a job closing in two days is flagged until its last day to apply is cleared', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-apply-by');

  // Add a job whose last day to apply is the day after tomorrow. With no jobs yet, the form
  // is open.
  await page.goto('/jobs');
  const addPanel = page.getByRole('tabpanel', { name: 'Paste the posting' });
  await addPanel.getByLabel('Job posting').fill(POSTING);
  await addPanel.getByLabel('Job title').fill(TITLE);
  await addPanel.getByLabel('Company').fill('Northwind Traders');
  await addPanel.getByLabel('Apply by', { exact: true }).fill(await browserDay(page, 2));
  await addPanel.getByRole('button', { name: 'Add job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();
  // The job's header says so, with the day.
  await expect(page.getByText(/^Closes in 2 days · /)).toBeVisible();

  // The list counts it down in the row.
  await page.goto('/jobs');
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row).toContainText('Closes in 2 days');
  await lookAt(page, 'jobs-apply-by');

  // The dashboard lists it under the applications closing, though none is started yet.
  await page.goto('/dashboard');
  const due = page.getByRole('region', { name: 'Due this week' });
  const closing = due.getByRole('list', { name: 'Applications closing' });
  await expect(closing.getByRole('listitem')).toHaveCount(1);
  await expect(closing.getByRole('listitem')).toContainText('Northwind Traders');
  await expect(closing.getByRole('listitem')).toContainText('In 2 days');
  await lookAt(page, 'dashboard-applications-closing');

  // Its title leads to the job, where the date is cleared.
  await closing.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(jobUrl);
  await page.getByRole('button', { name: 'Change the last day to apply' }).click();
  const form = page.getByRole('form', { name: 'Last day to apply' });
  await expect(form.getByLabel('Apply by', { exact: true })).toBeFocused();
  await lookAt(page, 'job-apply-by-form');
  await form.getByLabel('Apply by', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add the last day to apply' })).toBeFocused();
  await expect(page.getByText(/Closes in 2 days/)).toHaveCount(0);

  // Gone from the list, and from the dashboard.
  await page.goto('/jobs');
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Closes');
  await expect(row).not.toContainText('Apply by');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Due this week' })).toHaveCount(0);
});

test('“Closing soonest” puts the nearest last day first, then those gone by, then none', async ({
  page,
}) => {
  await signUpInBrowser(page, 'e2e-closing-soonest');
  await page.goto('/jobs');
  // Added oldest first, so that newest first would be the other way round.
  for (const [title, days] of [
    ['Next week', 7],
    ['No last day', null],
    ['Closed two days ago', -2],
    ['Tomorrow', 1],
  ] as const) {
    const added = await graphqlFromPage(
      page,
      'mutation($input: AddJobInput!) { addJob(input: $input) { id } }',
      {
        input: {
          title,
          company: 'Northwind Traders',
          description: POSTING,
          applyBy: days === null ? null : await browserDay(page, days),
        },
      },
    );
    expect(added.errors).toBeUndefined();
  }
  await page.reload();
  await page.getByLabel('Sort').selectOption({ label: 'Closing soonest' });
  await expect(page).toHaveURL(/[?&]sort=closing/);
  const titles = page.getByRole('region', { name: 'Your jobs' }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Tomorrow', 'Next week', 'Closed two days ago', 'No last day']);
});
