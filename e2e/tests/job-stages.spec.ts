/**
 * The jobs list by stage: all, to apply to, in progress or closed — kept in the URL, combined
 * with the search, and an empty stage says so and offers the whole list back.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';

/** Adds a job and moves its application (if any) through `moves`. */
async function jobAt(page: Page, title: string, moves: string[] | null): Promise<void> {
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation($t: String!) { addJob(input: {description: "Requirements: Go", title: $t, company: "Contoso"}) { id } }',
    { t: title },
  );
  const jobId = added.data?.addJob.id;
  if (jobId === undefined) throw new Error(JSON.stringify(added));
  if (moves === null) return;
  const started = await graphqlFromPage<{ createApplication: { id: string } }>(
    page,
    'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
    { id: jobId },
  );
  for (const status of moves)
    await graphqlFromPage(
      page,
      'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
      { id: started.data?.createApplication.id, s: status },
    );
}

test('the jobs list shows the jobs of one stage at a time', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'job-stages');
  await jobAt(page, 'Saved Engineer', null);
  await jobAt(page, 'Drafted Engineer', []);
  await jobAt(page, 'Interviewing Engineer', ['applied', 'interviewing']);
  await jobAt(page, 'Rejected Engineer', ['applied', 'rejected']);

  await page.goto('/jobs');
  const list = page.getByRole('region', { name: 'Your jobs' });
  const summary = list.getByRole('status').first();
  const rows = list.getByRole('link', { name: / Engineer$/ });
  const stages = list.getByRole('group', { name: 'Show' });
  const show = (stage: string) => stages.getByText(stage, { exact: true }).click();
  await expect(summary).toHaveText('4 jobs');
  await expect(stages.getByRole('radio', { name: 'All' })).toBeChecked();

  await show('To apply');
  await expect(page).toHaveURL(/[?&]stage=to_apply\b/);
  await expect(summary).toHaveText('2 jobs to apply to');
  await expect(rows).toHaveCount(2);
  await expect(list.getByRole('link', { name: 'Saved Engineer' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Drafted Engineer' })).toBeVisible();
  await lookAt(page, 'jobs-to-apply');

  // The stage is in the URL: a reload keeps it.
  await page.reload();
  await expect(stages.getByRole('radio', { name: 'To apply' })).toBeChecked();
  await expect(summary).toHaveText('2 jobs to apply to');

  await show('In progress');
  await expect(summary).toHaveText('1 job in progress');
  await expect(rows).toHaveText(['Interviewing Engineer']);
  await show('Closed');
  await expect(summary).toHaveText('1 closed job');
  await expect(rows).toHaveText(['Rejected Engineer']);

  // A search that finds nothing in the stage says so, and offers the whole list back.
  await list.getByLabel('Search jobs').fill('Saved');
  await expect(
    list.getByText('No job title or company matches “Saved” among the closed jobs.'),
  ).toBeVisible();
  await list.getByRole('button', { name: 'Show all jobs' }).click();
  await expect(stages.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(summary).toHaveText('1 job matching “Saved”');
  await expect(rows).toHaveText(['Saved Engineer']);
});
