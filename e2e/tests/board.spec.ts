/**
 * A long job hunt on the dashboard: closed applications pile up (withdrawn, rejected) while
 * an old one is still in progress. The board keeps every application in progress, and a closed
 * column with more than it shows says so.
 */
import { expect, type Page, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';

const BACKEND = 'http://localhost:4000';
const CLOSED = 201;

test('the board keeps an old application in progress however many closed ones come after it, and shows the rest of a closed column on request', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-long-hunt');
  // Oldest first: one still waiting for an answer, then more withdrawn ones than the board's
  // whole list held before it asked for each kind apart (200).
  expect(await addApplications(page, ['Applied long ago'], 'applied')).toEqual([]);
  const closedTitles = Array.from({ length: CLOSED }, (_, index) => `Closed ${index + 1}`);
  expect(await addApplications(page, closedTitles, 'withdrawn')).toEqual([]);

  await page.goto('/dashboard');
  const applied = page.locator('section[data-status="applied"]');
  await expect(applied.getByRole('listitem')).toHaveCount(1);
  await expect(applied).toContainText('Applied long ago');

  const withdrawn = page.locator('section[data-status="withdrawn"]');
  await expect(withdrawn.getByRole('heading')).toContainText(`${CLOSED}`);
  await expect(withdrawn.getByRole('listitem')).toHaveCount(100);
  await expect(withdrawn).toContainText(`Showing the 100 most recent of ${CLOSED}.`);
  await expect(withdrawn.getByRole('listitem').first()).toContainText(`Closed ${CLOSED}`);
  await applied.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('board-long-hunt.png') });

  // The rest of a closed column, 100 at a time; the in-progress columns have nothing to show.
  await expect(applied.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
  await withdrawn.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(withdrawn.getByRole('listitem')).toHaveCount(200);
  await expect(withdrawn).toContainText(`Showing the 200 most recent of ${CLOSED}.`);
  const last = withdrawn.getByRole('button', { name: 'Show 1 more' });
  await last.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('board-show-more.png') });
  await last.click();
  await expect(withdrawn.getByRole('listitem')).toHaveCount(CLOSED);
  await expect(withdrawn.getByRole('listitem').last()).toContainText(/Closed 1(?!\d)/);
  await expect(withdrawn).not.toContainText('Showing the');
  await expect(withdrawn.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
});

/** Adds a job per title through the API, with the browser's session, and moves its application. */
function addApplications(page: Page, titles: string[], status: string): Promise<string[]> {
  return page.evaluate(
    async ({ url, titles, status }) => {
      const problems: string[] = [];
      const run = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as {
          data?: Record<string, { id: string }>;
          errors?: { message: string }[];
        };
        if (body.errors) problems.push(body.errors[0]?.message ?? 'error');
        return body.data;
      };
      for (const title of titles) {
        const job = await run('mutation($input: AddJobInput!) { addJob(input: $input) { id } }', {
          input: { title, company: 'Northwind', description: 'Requirements: Go' },
        });
        const started = await run('mutation($id: ID!) { createApplication(jobId: $id) { id } }', {
          id: job?.addJob?.id,
        });
        await run(
          'mutation($id: ID!, $status: ApplicationStatus!) { moveApplication(input: {id: $id, status: $status}) { id } }',
          { id: started?.createApplication?.id, status },
        );
      }
      return problems;
    },
    { url: `${BACKEND}/graphql`, titles, status },
  );
}
