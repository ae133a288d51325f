/**
 * Changing a job on its page, in Chromium: its details (title, company) rename it everywhere,
 * and its posting's text is read and scored again, after which the tailored resume says it was
 * written for the job as it was, until it is tailored again. A title left empty is refused
 * without saving, and a job saved without its posting's text gets it on its page. Each form is
 * checked with axe-core and photographed in light and dark mode and at 320 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { signUpWithResume } from './support/resume.js';
import { addPastedJob, tailorOnJobPage, tailoredSection } from './support/tailoring.js';

const REQUIREMENTS = `Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes`;

// Rust is a must-have the base resume lacks; Go, which replaces it, is one the resume has.
const POSTING = `Senior Backend Engineer
Northwind Traders — Remote (EU)

${REQUIREMENTS}
- Rust`;

const POSTING_WITH_GO = `Senior Backend Engineer
Northwind Traders — Remote (EU)

${REQUIREMENTS}
- Go`;

const NEW_TITLE = 'Staff Backend Engineer';
const NEW_COMPANY = 'Contoso';
const JOB_CHANGED = 'This job changed after the resume was tailored';

function matchSection(page: Page): Locator {
  return page.getByRole('region', { name: 'How well your resume matches' });
}

function postingSection(page: Page): Locator {
  return page.getByRole('region', { name: 'The posting' });
}

/** The base resume's score against the job, from the Match section's gauge. */
async function matchScore(page: Page): Promise<number> {
  const label = await matchSection(page)
    .getByRole('img', { name: /^Match \d+ of 100/ })
    .first()
    .getAttribute('aria-label');
  return Number(/^Match (\d+)/.exec(label ?? '')?.[1]);
}

test('a job’s details and posting are changed on its page, and its tailored resume says so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithResume(page, 'job-edit');
  const jobUrl = await addPastedJob(page, POSTING);
  await tailorOnJobPage(page);
  await expect(tailoredSection(page)).not.toContainText(JOB_CHANGED);
  const scoreBefore = await matchScore(page);

  // Edit details opens the form under the heading, filled in, its first field focused.
  const editDetails = page.getByRole('button', { name: 'Edit details' });
  await expect(editDetails).toHaveAttribute('aria-expanded', 'false');
  await editDetails.click();
  const details = page.getByRole('form', { name: 'Job details' });
  await expect(editDetails).toHaveAttribute('aria-expanded', 'true');
  await expect(details.getByLabel('Job title')).toBeFocused();
  await expect(details.getByLabel('Job title')).toHaveValue('Senior Backend Engineer');
  await expect(details.getByLabel('Company')).toHaveValue('Northwind Traders');
  await expect(details).toContainText(
    'Leave company or location empty to read them from the posting again.',
  );
  await lookAt(page, 'job-details-form');

  // Saved: the heading and the window's title follow, it is announced, focus is back on Edit.
  await details.getByLabel('Job title').fill(NEW_TITLE);
  await details.getByLabel('Company').fill(NEW_COMPANY);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  await expect(page).toHaveTitle(`${NEW_TITLE} at ${NEW_COMPANY} · Resume Agent`);
  await expect(editDetails).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Job details saved.' })).toBeAttached();

  // The jobs list, reached without reloading, names it anew.
  await page.getByRole('link', { name: 'All jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const row = page.getByRole('listitem').filter({ hasText: NEW_TITLE });
  await expect(row).toContainText(NEW_COMPANY);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Senior Backend Engineer' }),
  ).toHaveCount(0);
  await row.getByRole('link', { name: NEW_TITLE }).click();
  await expect(page).toHaveURL(jobUrl);

  // The posting's form holds its text, says what saving does, and warns about the tailoring.
  const editPosting = postingSection(page).getByRole('button', { name: 'Edit the posting' });
  await editPosting.click();
  const postingForm = page.getByRole('form', { name: 'Edit the posting' });
  const text = postingForm.getByLabel('Job posting');
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(/- Rust$/);
  await expect(postingForm).toContainText(
    'Saving reads the requirements again and scores your resume against them.',
  );
  await expect(postingForm).toContainText(
    'Your tailored resume and cover letter were written for the posting as it is now',
  );
  await lookAt(page, 'job-posting-form');

  // Unchanged, Escape closes it at once, focus back on its button.
  await page.keyboard.press('Escape');
  await expect(postingForm).toHaveCount(0);
  await expect(editPosting).toBeFocused();

  // Changed, Cancel asks first: Keep editing keeps the text, Discard changes drops it.
  await editPosting.click();
  await text.fill(POSTING_WITH_GO);
  await postingForm.getByRole('button', { name: 'Cancel' }).click();
  const discardPosting = postingForm.getByRole('group', {
    name: 'Confirm discarding your changes',
  });
  await expect(discardPosting).toContainText('Discard your changes to the posting?');
  await discardPosting.getByRole('button', { name: 'Keep editing' }).click();
  await expect(text).toHaveValue(POSTING_WITH_GO);
  await postingForm.getByRole('button', { name: 'Cancel' }).click();
  await discardPosting.getByRole('button', { name: 'Discard changes' }).click();
  await expect(postingForm).toHaveCount(0);
  await expect(editPosting).toBeFocused();

  // Go instead of Rust: scored again, and the tailored resume says the job changed.
  await editPosting.click();
  await text.fill(POSTING_WITH_GO);
  await postingForm.getByRole('button', { name: 'Save' }).click();
  await expect(postingForm).toHaveCount(0);
  await expect(editPosting).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Posting saved; your match is scored again.' }),
  ).toBeAttached();
  await expect(postingSection(page)).toContainText('- Go');
  await expect(postingSection(page)).not.toContainText('- Rust');
  await expect.poll(() => matchScore(page)).toBeGreaterThan(scoreBefore);
  await expect(tailoredSection(page)).toContainText(
    `${JOB_CHANGED}: its score is against the job as it is now. Tailor again to fit the resume and cover letter to the change, or keep the resume and write the letter anew with New draft, below.`,
  );
  await lookAt(page, 'job-changed-notice');

  // The letter still speaks to the job as it was; New draft writes it for the job as it is,
  // after asking, and leaves the tailored resume as it is.
  const letterSection = page.getByRole('region', { name: 'Cover letter' });
  const letter = letterSection.getByLabel('Cover letter draft');
  await expect(letter).toHaveValue(/Northwind Traders/);
  const newDraft = letterSection.getByRole('button', { name: 'New draft' });
  await newDraft.click();
  const confirmDraft = letterSection.getByRole('group', { name: 'Confirm a new draft' });
  await expect(confirmDraft.getByRole('button', { name: 'Keep this letter' })).toBeFocused();
  await lookAt(page, 'cover-letter-new-draft');
  await confirmDraft.getByRole('button', { name: 'Yes, write a new draft' }).click();
  await expect(letter).toHaveValue(new RegExp(`the ${NEW_TITLE} role at ${NEW_COMPANY}`));
  await expect(letter).not.toHaveValue(/Northwind/);
  await expect(letterSection.getByText('New draft written and saved')).toBeVisible();
  await expect(tailoredSection(page)).toContainText(JOB_CHANGED);
  await page.reload();
  await expect(letter).toHaveValue(new RegExp(`the ${NEW_TITLE} role at ${NEW_COMPANY}`));

  // Tailored again, it fits the job as it is: the notice goes.
  await tailoredSection(page).getByRole('button', { name: 'Tailor again' }).click();
  await expect(tailoredSection(page)).not.toContainText(JOB_CHANGED, { timeout: 30_000 });

  // All of it was stored.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  await expect(postingSection(page)).toContainText('- Go');
  await expect(tailoredSection(page)).not.toContainText(JOB_CHANGED);
});

test('a job’s title left empty is refused, and nothing is saved', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpInBrowser(page, 'job-edit-empty-title');
  await addPastedJob(page, POSTING);

  const editDetails = page.getByRole('button', { name: 'Edit details' });
  await editDetails.click();
  const details = page.getByRole('form', { name: 'Job details' });
  const title = details.getByLabel('Job title');
  await title.fill('');
  await details.getByLabel('Link to the posting').fill('jobs.example.com/42');
  await details.getByRole('button', { name: 'Save' }).click();

  // Each field says what is wrong; focus goes to the first.
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Give the job a title.');
  await expect(details.getByLabel('Link to the posting')).toHaveAccessibleDescription(
    'Enter a full link, starting with https://',
  );
  await lookAt(page, 'job-details-form-errors');

  // Escape asks before throwing the typing away; a second Escape goes back to editing.
  await page.keyboard.press('Escape');
  const discard = details.getByRole('group', { name: 'Confirm discarding your changes' });
  await expect(discard).toContainText('Discard your changes to the job’s details?');
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await lookAt(page, 'job-details-discard');
  await page.keyboard.press('Escape');
  await expect(discard).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(details.getByLabel('Link to the posting')).toHaveValue('jobs.example.com/42');

  // So does Edit details, pressed again, and the apply-by link, which would take its place.
  await editDetails.click();
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await page.getByRole('button', { name: 'Add the last day to apply' }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(details.getByLabel('Link to the posting')).toHaveValue('jobs.example.com/42');

  // Cancel asks the same; discarded, the job is left as it was.
  await details.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(details).toHaveCount(0);
  await expect(editDetails).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Backend Engineer');
  await expect(page.getByRole('link', { name: /View the original posting/ })).toHaveCount(0);
});

test('a job saved without its posting’s text gets it on its page, and is scored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpWithResume(page, 'job-edit-no-posting');
  // Only the API makes such a job: added with a posting, then its text removed.
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation E2eAddJob($input: AddJobInput!) { addJob(input: $input) { id } }',
    { input: { title: 'Backend Engineer', description: POSTING } },
  );
  const jobId = added.data?.addJob.id ?? '';
  const cleared = await graphqlFromPage<{ updateJob: { descriptionText: string | null } }>(
    page,
    'mutation E2eClearPosting($input: UpdateJobInput!) { updateJob(input: $input) { descriptionText } }',
    { input: { id: jobId, description: '' } },
  );
  expect(cleared.data?.updateJob.descriptionText ?? null).toBeNull();
  await page.goto(`/jobs/${jobId}`);

  // The Match and Tailored sections send to the posting's section, which offers to add it.
  await expect(matchSection(page)).toContainText('There is no posting text to score.');
  await expect(tailoredSection(page)).toContainText('This job has no posting text to tailor to.');
  await matchSection(page).getByRole('link', { name: "Add the posting's text" }).click();
  await expect(page).toHaveURL(/#posting$/);
  await expect(postingSection(page)).toContainText(
    "This job was saved without the posting's text.",
  );
  await lookAt(page, 'job-without-posting');

  const add = postingSection(page).getByRole('button', { name: "Add the posting's text" });
  await add.click();
  const form = page.getByRole('form', { name: "Add the posting's text" });
  await expect(form.getByLabel('Job posting')).toBeFocused();
  await expect(form.getByLabel('Job posting')).toHaveValue('');
  // No tailored resume, so no warning about one.
  await expect(form).not.toContainText('Your tailored resume');

  // Empty, it is refused.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Job posting')).toHaveAccessibleDescription(
    'Paste the job posting: its text.',
  );

  await form.getByLabel('Job posting').fill(POSTING_WITH_GO);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  // Focus goes to the button drawn in place of the one that opened the form.
  await expect(
    postingSection(page).getByRole('button', { name: 'Edit the posting' }),
  ).toBeFocused();
  await expect(postingSection(page)).toContainText('- Go');
  await expect.poll(() => matchScore(page)).toBeGreaterThan(0);
  await expect(
    tailoredSection(page).getByRole('button', { name: 'Tailor resume & draft cover letter' }),
  ).toBeVisible();
  // The title was given: it stays, not read from the posting.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backend Engineer');
});
