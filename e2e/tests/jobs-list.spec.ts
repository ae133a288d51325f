/**
 * A long job hunt: more jobs than the list shows at once. The page says which part it shows
 * and loads the rest on request, page after page, rather than quietly leaving the oldest out;
 * when jobs are added elsewhere meanwhile it starts again from the newest and says so.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';

const BACKEND = 'http://localhost:4000';
const JOBS = 230;

test('the jobs list says how much of a long list it shows and shows the rest on request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-many-jobs');
  // Added through the API with the browser's session, oldest first: "Job 1" … "Job 230".
  expect(await addJobs(page, 1, JOBS)).toEqual([]);

  await page.goto('/jobs');
  const list = page.getByRole('region', { name: 'Your jobs' });
  const rows = list.getByRole('listitem');
  await expect(list.getByRole('status')).toHaveText('Showing the newest 100 of 230 jobs');
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toContainText('Job 230');
  await expect(rows.last()).toContainText('Job 131');

  await list.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing the newest 200 of 230 jobs');
  await expect(rows).toHaveCount(200);
  await expect(rows.nth(100)).toContainText('Job 130');
  const showMore = list.getByRole('button', { name: 'Show 30 more' });
  await showMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('jobs-show-more.png') });
  await showMore.click();
  await expect(list.getByRole('status')).toHaveText('230 jobs');
  await expect(rows).toHaveCount(230);
  await expect(rows.last()).toContainText('Job 1');
  await expect(list.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);

  // Another tab adds a job while this one pages: it is newer than every job shown, so no page
  // after the last one shown can hold it. The list starts again from the newest, and says so.
  await page.reload();
  await list.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(rows).toHaveCount(200);
  expect(await addJobs(page, JOBS + 1, JOBS + 1)).toEqual([]);
  await list.getByRole('button', { name: 'Show 30 more' }).click();
  await expect(list.getByRole('status')).toHaveText(
    'Showing the newest 100 of 231 jobs · Jobs were added or deleted elsewhere meanwhile, so the list starts again from the top.',
  );
  await expect(rows.first()).toContainText('Job 231');
  await expect(rows).toHaveCount(100);
  await expect(list.getByRole('status')).toBeFocused();
  await expect(list.getByRole('status')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('jobs-list-started-again.png') });

  // A search counts its own matches, every word anywhere: "Job 12", "Job 112", "Job 120"–"Job 129",
  // and "Job 212".
  await list.getByRole('searchbox').fill('Job 12');
  await expect(list.getByRole('status')).toHaveText('13 jobs matching “Job 12”');
  await expect(rows).toHaveCount(13);

  // Highest pay first orders every job, not the hundred loaded: the five that state pay lead,
  // the oldest of them too, and "Show more" goes on in that order, newest first after them.
  await page.goto('/jobs?sort=pay');
  await expect(list.getByRole('status')).toHaveText('231 jobs, highest pay first: showing 100');
  for (const [index, title] of [
    'Job 207',
    'Job 157',
    'Job 107',
    'Job 57',
    'Job 7',
    'Job 231',
  ].entries())
    await expect(rows.nth(index).getByRole('heading')).toHaveText(title);
  await list.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(list.getByRole('status')).toHaveText('231 jobs, highest pay first: showing 200');
  await expect(rows).toHaveCount(200);
  // 100 rows were the five and "Job 231" … "Job 136" less 207 and 157: the next is "Job 134".
  await expect(rows.nth(100).getByRole('heading')).toHaveText('Job 134');
});

/** Adds "Job from" … "Job to" through the API with the page's session; the errors, if any. */
function addJobs(page: Page, from: number, to: number): Promise<string[]> {
  return page.evaluate(
    async ({ url, from, to }) => {
      const problems: string[] = [];
      for (let index = from; index <= to; index += 1) {
        const response = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($input: AddJobInput!) { addJob(input: $input) { id } }',
            variables: {
              input: {
                title: `Job ${index}`,
                company: 'Northwind',
                // Every fiftieth job, from the seventh, states pay: $7,000 for "Job 7" … $207,000.
                description:
                  index % 50 === 7
                    ? `Requirements: Go\nSalary: $${String(index)},000 a year`
                    : 'Requirements: Go',
              },
            },
          }),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        if (body.errors) problems.push(body.errors[0]?.message ?? 'error');
      }
      return problems;
    },
    { url: `${BACKEND}/graphql`, from, to },
  );
}
