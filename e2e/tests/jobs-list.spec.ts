/**
 * A long job hunt: more jobs than the list shows at once. The page says which part it shows
 * and loads the rest on request, rather than quietly leaving the oldest out.
 */
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';

const BACKEND = 'http://localhost:4000';
const JOBS = 130;

test('the jobs list says how much of a long list it shows and shows the rest on request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-many-jobs');
  // Added through the API with the browser's session, oldest first: "Job 1" … "Job 130".
  const failures = await page.evaluate(
    async ({ url, count }) => {
      const problems: string[] = [];
      for (let index = 1; index <= count; index += 1) {
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
                description: 'Requirements: Go',
              },
            },
          }),
        });
        const body = (await response.json()) as { errors?: { message: string }[] };
        if (body.errors) problems.push(body.errors[0]?.message ?? 'error');
      }
      return problems;
    },
    { url: `${BACKEND}/graphql`, count: JOBS },
  );
  expect(failures).toEqual([]);

  await page.goto('/jobs');
  const list = page.getByRole('region', { name: 'Your jobs' });
  const rows = list.getByRole('listitem');
  await expect(list.getByRole('status')).toHaveText('Showing the newest 100 of 130 jobs');
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toContainText('Job 130');
  await expect(rows.last()).toContainText('Job 31');

  const showMore = list.getByRole('button', { name: 'Show 30 more' });
  await showMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('jobs-show-more.png') });
  await showMore.click();
  await expect(list.getByRole('status')).toHaveText('130 jobs');
  await expect(rows).toHaveCount(130);
  await expect(rows.last()).toContainText('Job 1');
  await expect(list.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);

  // A search counts its own matches, every word anywhere: "Job 12", "Job 112", "Job 120"–"Job 129".
  await list.getByRole('searchbox').fill('Job 12');
  await expect(list.getByRole('status')).toHaveText('12 jobs matching “Job 12”');
  await expect(rows).toHaveCount(12);
});
