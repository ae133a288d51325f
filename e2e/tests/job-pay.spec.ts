/**
 * The pay a posting states: read when the job is added, shown in the jobs list and in the job's
 * header, and following the posting when it is edited.
 */
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';

const TITLE = 'Platform Engineer';

const POSTING = `${TITLE}
Northwind Traders — Remote

Requirements
- 3+ years of experience with Go
- Kubernetes in production

Compensation
- $140,000 – $165,000 a year, plus equity`;

test('the pay a posting states shows in the list and on the job, and follows the posting', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-job-pay');

  await page.goto('/jobs');
  const addPanel = page.getByRole('tabpanel', { name: 'Paste the posting' });
  await addPanel.getByLabel('Job posting').fill(POSTING);
  await addPanel.getByLabel('Job title').fill(TITLE);
  await addPanel.getByLabel('Company').fill('Northwind Traders');
  await addPanel.getByRole('button', { name: 'Add job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();

  // The job's own header: the one holding its title.
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1, name: TITLE }) });
  await expect(
    header.getByRole('definition').filter({ hasText: '$140K–$165K a year' }),
  ).toBeVisible();

  await page.goto('/jobs');
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row).toContainText('$140K–$165K a year');
  await lookAt(page, 'jobs-pay');

  // Sorted by pay, an hourly rate worth more a year comes first; a job without pay, last.
  for (const description of [
    'Contract Engineer\nRequirements\n- Go\nRate: $90 an hour',
    'Junior Engineer\nRequirements\n- Go\nCompetitive salary',
  ])
    await graphqlFromPage(
      page,
      'mutation($d: String!) { addJob(input: {description: $d}) { id } }',
      {
        d: description,
      },
    );
  await page.reload();
  await page.getByLabel('Sort').selectOption({ label: 'Highest pay first' });
  await expect(page).toHaveURL(/[?&]sort=pay/);
  const titles = page.getByRole('region', { name: 'Your jobs' }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Contract Engineer', TITLE, 'Junior Engineer']);

  // Another posting, another pay; without one, none shows.
  await page.goto(jobUrl);
  await page.getByRole('button', { name: 'Edit the posting' }).click();
  const postingForm = page.getByRole('form', { name: /posting/i });
  await postingForm
    .getByLabel('Job posting')
    .fill(POSTING.replace('$140,000 – $165,000 a year', '€70.000 – €80.000 brutto p.a.'));
  await postingForm.getByRole('button', { name: /^Save/ }).click();
  await expect(header.getByText('€70K–€80K a year')).toBeVisible();
  await expect(header.getByText('$140K–$165K a year')).toHaveCount(0);
  await lookAt(page, 'job-pay');

  // The application's page says it too, beside the company and place.
  await page.getByRole('button', { name: 'Start application' }).click();
  await page.getByRole('link', { name: /^Open application/ }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.locator('p').filter({ hasText: 'Northwind Traders · Remote' })).toContainText(
    '€70K–€80K a year',
  );
  await lookAt(page, 'application-pay');
  await page.goto(jobUrl);

  await page.getByRole('button', { name: 'Edit the posting' }).click();
  await postingForm
    .getByLabel('Job posting')
    .fill(POSTING.replace('$140,000 – $165,000 a year, plus equity', 'Competitive salary'));
  await postingForm.getByRole('button', { name: /^Save/ }).click();
  await expect(postingForm).toHaveCount(0);
  await expect(header.getByText(/a year$/)).toHaveCount(0);
  await page.goto('/jobs');
  await expect(page.getByRole('listitem').filter({ hasText: TITLE })).not.toContainText('$');
});
