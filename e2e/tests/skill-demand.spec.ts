/**
 * The resume page's "What your jobs ask for": the skills the postings of the saved jobs ask
 * for, those the resume does not show (with the jobs that ask for each) apart from those it
 * does; the jobs to apply to first, all jobs on request; and a skill added to the resume and
 * saved moves over at once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations, useColorScheme } from './support/axe.js';
import { graphqlFromPage } from './support/graphql.js';
import { horizontalOverflow, NARROW_PHONE } from './support/layout.js';
import { signUpWithResume } from './support/resume.js';

// The fixture resume (Jordan Example) shows TypeScript, Go, Kubernetes, PostgreSQL, GraphQL…
// and neither Rust, Elixir nor Python.
const PLATFORM_POSTING = `Platform Engineer
Contoso — Berlin

Requirements
- Rust
- Kubernetes

Nice to have
- Elixir`;

const BACKEND_POSTING = `Backend Engineer
Northwind Traders — Remote

Requirements
- Rust
- PostgreSQL

Nice to have
- GraphQL`;

const DATA_POSTING = `Data Engineer
Fabrikam — Hamburg

Requirements
- Python
- Kubernetes`;

async function addJob(
  page: Page,
  job: { title: string; company: string; description: string },
): Promise<string> {
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation($t: String!, $c: String!, $d: String!) { addJob(input: {title: $t, company: $c, description: $d}) { id } }',
    { t: job.title, c: job.company, d: job.description },
  );
  const id = added.data?.addJob.id;
  if (id === undefined) throw new Error(JSON.stringify(added));
  return id;
}

async function mustAnswer(page: Page, query: string, variables: Record<string, unknown>) {
  const answer = await graphqlFromPage(page, query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
}

/** Adds a job and applies to it: in progress, so not among the jobs to apply to. */
async function addAppliedJob(
  page: Page,
  job: { title: string; company: string; description: string },
): Promise<string> {
  const jobId = await addJob(page, job);
  const started = await graphqlFromPage<{ createApplication: { id: string } }>(
    page,
    'mutation($id: ID!) { createApplication(jobId: $id) { id } }',
    { id: jobId },
  );
  await mustAnswer(
    page,
    'mutation($id: ID!) { moveApplication(input: {id: $id, status: applied}) { id } }',
    { id: started.data?.createApplication.id },
  );
  return jobId;
}

/** The panel photographed in light and dark mode and at 320 px, checked with axe each time. */
async function photograph(page: Page, panel: Locator, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await useColorScheme(page, colorScheme);
    await panel.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`) });
    expect(await seriousAxeViolations(page), `${name} in ${colorScheme} mode`).toEqual([]);
  }
  await useColorScheme(page, 'light');
  const viewport = page.viewportSize();
  await page.setViewportSize(NARROW_PHONE);
  await expect.poll(() => horizontalOverflow(page), { message: `${name} at 320 px` }).toBe(0);
  await panel.screenshot({ path: test.info().outputPath(`${name}-320.png`) });
  if (viewport) await page.setViewportSize(viewport);
}

test('the resume page shows which skills the saved jobs ask for and the resume lacks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithResume(page, 'skill-demand');

  const platformId = await addJob(page, {
    title: 'Platform Engineer',
    company: 'Contoso',
    description: PLATFORM_POSTING,
  });
  const backendId = await addJob(page, {
    title: 'Backend Engineer',
    company: 'Northwind Traders',
    description: BACKEND_POSTING,
  });
  const dataId = await addAppliedJob(page, {
    title: 'Data Engineer',
    company: 'Fabrikam',
    description: DATA_POSTING,
  });
  // Saved, then its posting removed: a job to apply to with nothing to read.
  const bareId = await addJob(page, {
    title: 'Site Reliability Engineer',
    company: 'Tailspin',
    description: 'Requirements\n- Go',
  });
  await mustAnswer(
    page,
    'mutation($id: ID!) { updateJob(input: {id: $id, description: null}) { id } }',
    { id: bareId },
  );

  await page.goto('/resume');
  const panel = page.getByRole('region', { name: 'What your jobs ask for' });
  const toggle = panel.getByRole('button', { name: 'What your jobs ask for' });
  // Closed, it is one line above the editor.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleDescription(
    '2 skills that your 2 jobs to apply to ask for are not on this resume.',
  );
  const missing = panel.getByRole('list', { name: /^Not on this resume/ });
  const shown = panel.getByRole('list', { name: /^On this resume/ });
  await expect(missing).toBeHidden();
  await photograph(page, panel, 'skill-demand-closed');

  // Open, from the keyboard: the jobs to apply to, with the one without a posting named.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await panel.screenshot({ path: test.info().outputPath('skill-demand-focus.png') });
  const stages = panel.getByRole('group', { name: 'Compare with' });
  await expect(stages.getByRole('radio', { name: 'To apply' })).toBeChecked();
  await expect(panel.getByRole('status')).toHaveText(
    'Read the postings of 2 of your 3 jobs to apply to. One was saved without a posting; add it on the job’s page to count it: Site Reliability Engineer · Tailspin.',
  );
  await expect(
    panel.getByRole('status').getByRole('link', { name: 'Site Reliability Engineer · Tailspin' }),
  ).toHaveAttribute('href', `/jobs/${bareId}`);

  // Missing, most asked for first: Rust is a must-have of both jobs, Elixir nice to have in one.
  const missingRows = missing.getByRole('listitem').filter({ has: page.locator('summary') });
  await expect(missingRows.locator('summary')).toHaveText([
    'Rust Language Must-have in 2 jobs',
    'Elixir Language Nice to have in 1 job',
  ]);
  const rust = missingRows.filter({ hasText: /^Rust/ });
  const platformLink = rust.getByRole('link', { name: 'Platform Engineer · Contoso' });
  await expect(platformLink).toBeHidden();
  await rust.locator('summary').click();
  await expect(platformLink).toHaveAttribute('href', `/jobs/${platformId}`);
  await expect(
    rust.getByRole('link', { name: 'Backend Engineer · Northwind Traders' }),
  ).toHaveAttribute('href', `/jobs/${backendId}`);
  // Must-haves first, then the newest.
  await expect(rust.getByRole('listitem')).toHaveText([
    'Backend Engineer · Northwind Traders must-have',
    'Platform Engineer · Contoso must-have',
  ]);
  // On the resume: what the fixture shows, and not what it lacks.
  await expect(shown).toContainText('Kubernetes');
  await expect(shown).toContainText('PostgreSQL');
  await expect(shown).not.toContainText('Rust');
  await expect(missing).not.toContainText('Kubernetes');
  // Python is asked for only by the job applied to.
  await expect(panel).not.toContainText('Python');
  await photograph(page, panel, 'skill-demand-open');

  // All jobs: the one in progress counts too.
  await stages.getByText('All jobs', { exact: true }).click();
  await expect(stages.getByRole('radio', { name: 'All jobs' })).toBeChecked();
  await expect(panel.getByRole('status')).toContainText('Read the postings of 3 of your 4 jobs.');
  await expect(toggle).toHaveAccessibleDescription(
    '3 skills that your 3 jobs ask for are not on this resume.',
  );
  const python = missingRows.filter({ hasText: /^Python/ });
  await expect(python.locator('summary')).toContainText('Must-have in 1 job');
  await python.locator('summary').click();
  await expect(python.getByRole('link', { name: 'Data Engineer · Fabrikam' })).toHaveAttribute(
    'href',
    `/jobs/${dataId}`,
  );
  await expect(shown.getByRole('listitem').filter({ hasText: 'Kubernetes' })).toContainText('2');

  // Rust added to the resume's skills: once saved, it is on this resume.
  const languages = page.getByLabel('Keywords').first();
  await expect(languages).toHaveValue('TypeScript, Go, JavaScript, SQL');
  await languages.fill('TypeScript, Go, JavaScript, SQL, Rust');
  await expect(panel).toContainText('Compared with this resume as last saved');
  await expect(missing).toContainText('Rust');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(shown).toContainText('Rust');
  await expect(missing).not.toContainText('Rust');
  await expect(toggle).toHaveAccessibleDescription(
    '2 skills that your 3 jobs ask for are not on this resume.',
  );
  await expect(panel).not.toContainText('Compared with this resume as last saved');

  // The tab remembers the panel open, on all jobs.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(stages.getByRole('radio', { name: 'All jobs' })).toBeChecked();
  await expect(missingRows.locator('summary')).toHaveText([/^Python/, /^Elixir/]);
});

test('the panel says what to do when there is nothing to compare yet', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithResume(page, 'skill-demand-empty');
  const panel = page.getByRole('region', { name: 'What your jobs ask for' });
  const toggle = panel.getByRole('button', { name: 'What your jobs ask for' });
  await expect(toggle).toHaveAccessibleDescription(
    'No saved jobs yet: add the jobs you want to see which skills they ask for.',
  );
  await toggle.click();
  await expect(panel.getByRole('link', { name: 'Add a job' })).toHaveAttribute('href', '/jobs');

  // A job in progress only: none to apply to, and the whole list on offer.
  await addAppliedJob(page, {
    title: 'Data Engineer',
    company: 'Fabrikam',
    description: DATA_POSTING,
  });
  await page.reload();
  await expect(toggle).toHaveAccessibleDescription(
    'No jobs left to apply to. You have one job in all.',
  );
  await panel.getByRole('button', { name: 'Compare with all jobs' }).click();
  await expect(toggle).toHaveAccessibleDescription(
    '1 skill that your one job asks for is not on this resume.',
  );
  await expect(
    panel.getByRole('group', { name: 'Compare with' }).getByRole('radio', { name: 'All jobs' }),
  ).toBeChecked();
  await photograph(page, panel, 'skill-demand-one-job');
});
