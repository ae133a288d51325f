/**
 * Editing a tailored resume on its job page, in Chromium: the resume page's editor opens in
 * place of the comparison, a save re-scores the resume and shows the person's own lines as
 * written for this job, the edit survives a reload and goes into the exports, and tailoring
 * again asks before it replaces the edits. A save over a tailoring done in another tab is
 * refused without losing the draft. Each state is checked with axe-core and photographed in
 * light and dark mode and at 320 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpWithResume } from './support/resume.js';
import { lookAt } from './support/look-at.js';
import { addPastedJob, tailorOnJobPage, tailoredSection } from './support/tailoring.js';

// Rust is a must-have the base resume lacks: a line that names it must raise the score.
const POSTING = `Senior Backend Engineer
Northwind Traders — Remote (EU)

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes
- Rust

Nice to have
- GraphQL
- Terraform`;

const MY_HIGHLIGHT = 'Rewrote the pricing service in Rust, cutting its p99 latency by 40%';
const GRAPHQL_HIGHLIGHT = 'Introduced GraphQL for the partner API';
const MY_GRAPHQL_HIGHLIGHT = `${GRAPHQL_HIGHLIGHT} and ran its schema registry`;
const MY_SUMMARY =
  'Backend engineer who ships TypeScript, Rust and PostgreSQL services on Kubernetes.';

/** A new account with the fixture resume as its base, on the page of a job, tailored. */
async function tailoredJobPage(page: Page, label: string): Promise<string> {
  await signUpWithResume(page, label);
  const url = await addPastedJob(page, POSTING);
  await tailorOnJobPage(page);
  return url;
}

function editButton(page: Page): Locator {
  return tailoredSection(page).getByRole('button', { name: 'Edit the tailored resume' });
}

function editor(page: Page): Locator {
  return page.getByRole('form', { name: 'Edit the tailored resume' });
}

/** The tailored resume's score, from the line that opens its explanation. */
async function tailoredScore(page: Page): Promise<number> {
  const text = await tailoredSection(page)
    .getByText(/^Why the tailored resume scores \d+$/)
    .textContent();
  return Number(/\d+$/.exec(text ?? '')?.[0]);
}

test('a tailored resume is edited, re-scored, kept across a reload, and replaced only after a warning', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await tailoredJobPage(page, 'tailored-edit');
  const scoreBefore = await tailoredScore(page);
  await expect(tailoredSection(page)).toContainText('Nothing is invented');

  // Edit opens the editor in place of the comparison, its heading focused.
  await editButton(page).click();
  await expect(page.getByRole('heading', { name: 'Edit the tailored resume' })).toBeFocused();
  const form = editor(page);
  await expect(form.getByLabel('Full name')).toHaveValue('Jordan Example');
  await expect(form.getByLabel('Resume title')).toHaveCount(0);
  await expect(tailoredSection(page).getByText('Side by side with your base resume')).toHaveCount(
    0,
  );
  await lookAt(page, 'tailored-editing');

  // Rewrite the summary and a highlight, add a highlight of one's own (it names Rust, the
  // missing must-have), and remove the older job, which proves nothing the posting asks for.
  await form.getByRole('region', { name: 'Basics' }).getByLabel('Summary').fill(MY_SUMMARY);
  const fabrikam = form.getByRole('group', { name: 'Senior Backend Engineer at Fabrikam' });
  const highlights = fabrikam.getByRole('textbox', { name: /^Highlight \d+ of / });
  const graphqlHighlight = await highlights.evaluateAll(
    (boxes, text) => boxes.findIndex((box) => (box as HTMLTextAreaElement).value === text),
    GRAPHQL_HIGHLIGHT,
  );
  expect(graphqlHighlight, 'the GraphQL highlight is tailored in').toBeGreaterThanOrEqual(0);
  await highlights.nth(graphqlHighlight).fill(MY_GRAPHQL_HIGHLIGHT);
  await fabrikam
    .getByRole('button', { name: 'Add highlight to Senior Backend Engineer at Fabrikam' })
    .click();
  await expect(highlights.last()).toBeFocused();
  await page.keyboard.type(MY_HIGHLIGHT);
  await form.getByRole('button', { name: 'Remove Software Engineer at Tailspin' }).click();
  await expect(form.getByRole('group', { name: 'Software Engineer at Tailspin' })).toHaveCount(0);
  await expect(form.getByText('Unsaved changes')).toBeVisible();

  await form.getByRole('button', { name: 'Save changes' }).click();

  // Back to the comparison: re-scored (Rust is shown now), announced, focus on Edit, and the
  // person's lines marked as theirs, written for this job.
  await expect(editor(page)).toHaveCount(0);
  await expect(editButton(page)).toBeFocused();
  const scoreAfter = await tailoredScore(page);
  expect(scoreAfter).toBeGreaterThan(scoreBefore);
  await expect(
    tailoredSection(page)
      .getByRole('status')
      .filter({
        hasText: `Tailored resume saved; it now scores ${String(scoreAfter)}.`,
      }),
  ).toBeAttached();
  const comparison = tailoredSection(page).getByRole('region', {
    name: 'Side by side with your base resume',
  });
  await expect(
    comparison.getByRole('listitem').filter({ hasText: `Written for this job: ${MY_HIGHLIGHT}` }),
  ).toBeVisible();
  await expect(
    comparison.getByText(`Written for this job: ${MY_SUMMARY}`, { exact: true }),
  ).toBeVisible();
  await expect(
    comparison
      .getByRole('listitem')
      .filter({ hasText: `Written for this job: ${MY_GRAPHQL_HIGHLIGHT}` }),
  ).toBeVisible();
  await expect(
    comparison.getByRole('listitem').filter({ hasText: `Left out: ${GRAPHQL_HIGHLIGHT}` }),
  ).toHaveCount(1);
  // The older job is left out whole: its heading stays in the base column, struck through.
  await expect(
    comparison
      .locator('div')
      .filter({ has: page.getByText('Software Engineer', { exact: true }) })
      .filter({ hasText: 'Left out of the tailored resume.' })
      .first(),
  ).toBeVisible();
  await expect(tailoredSection(page)).toContainText('edited by you');
  await expect(tailoredSection(page)).not.toContainText('Nothing is invented');
  await lookAt(page, 'tailored-edited');

  // The edit is stored: a reload shows it, and the JSON Resume export carries it.
  await page.reload();
  await expect(tailoredSection(page)).toContainText('edited by you');
  await expect(comparison.getByText(MY_HIGHLIGHT)).toBeVisible();
  expect(await tailoredScore(page)).toBe(scoreAfter);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Download the tailored resume' })
      .getByRole('button', { name: 'JSON Resume' })
      .click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported).toContain(MY_HIGHLIGHT);
  expect(exported).toContain(MY_SUMMARY);
  expect(exported).toContain(MY_GRAPHQL_HIGHLIGHT);
  expect(exported).not.toContain('Tailspin');

  // Tailoring again would throw the edits away: it asks first, and Cancel keeps them.
  await tailoredSection(page).getByRole('button', { name: 'Tailor again' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm tailoring again' });
  await expect(confirm).toContainText(
    'Tailoring again replaces your edits to this resume and redrafts the cover letter.',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await lookAt(page, 'tailor-again-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tailoredSection(page).getByRole('button', { name: 'Tailor again' })).toBeFocused();
  await expect(comparison.getByText(MY_HIGHLIGHT)).toBeVisible();

  await tailoredSection(page).getByRole('button', { name: 'Tailor again' }).click();
  await confirm.getByRole('button', { name: 'Yes, tailor again' }).click();
  await expect(tailoredSection(page)).toContainText('Nothing is invented', { timeout: 30_000 });
  await expect(tailoredSection(page)).not.toContainText('edited by you');
  await expect(comparison.getByText(MY_HIGHLIGHT)).toHaveCount(0);
  await expect(confirm).toHaveCount(0);
  expect(await tailoredScore(page)).toBe(scoreBefore);

  // Without edits, Tailor again runs at once.
  await tailoredSection(page).getByRole('button', { name: 'Tailor again' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(tailoredSection(page).getByRole('button', { name: 'Tailor again' })).toBeEnabled({
    timeout: 30_000,
  });
});

test('cancelling asks before it drops unsaved edits, and focus returns to Edit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await tailoredJobPage(page, 'tailored-cancel');

  // Nothing changed: Cancel editing closes at once.
  await editButton(page).click();
  await page.getByRole('button', { name: 'Cancel editing' }).click();
  await expect(editor(page)).toHaveCount(0);
  await expect(editButton(page)).toBeFocused();

  // With a change it asks; Keep editing keeps the draft and goes back to the button.
  await page.keyboard.press('Enter');
  const form = editor(page);
  await form.getByRole('region', { name: 'Basics' }).getByLabel('Summary').fill(MY_SUMMARY);
  await page.getByRole('button', { name: 'Cancel editing' }).click();
  const ask = page.getByRole('group', { name: 'Confirm discarding your edits' });
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('button', { name: 'Cancel editing' })).toBeFocused();
  await expect(form.getByRole('region', { name: 'Basics' }).getByLabel('Summary')).toHaveValue(
    MY_SUMMARY,
  );

  // The save bar's Discard asks in the bar; Keep editing keeps the draft and goes back.
  const summary = form.getByRole('region', { name: 'Basics' }).getByLabel('Summary');
  const discardInBar = page.getByRole('button', { name: 'Discard changes', exact: true });
  await discardInBar.click();
  const askInBar = page.getByRole('group', { name: 'Confirm discarding your changes' });
  await expect(askInBar).toContainText('Discard your unsaved changes?');
  await askInBar.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardInBar).toBeFocused();
  await expect(summary).toHaveValue(MY_SUMMARY);
  // Confirmed, it puts back the stored tailoring and the editor stays open.
  await discardInBar.click();
  await askInBar.getByRole('button', { name: 'Discard changes' }).click();
  await expect(summary).not.toHaveValue(MY_SUMMARY);
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await summary.fill(MY_SUMMARY);

  // Discard edits drops the draft: nothing was saved.
  await page.getByRole('button', { name: 'Cancel editing' }).click();
  await ask.getByRole('button', { name: 'Discard edits' }).click();
  await expect(editor(page)).toHaveCount(0);
  await expect(editButton(page)).toBeFocused();
  await expect(tailoredSection(page)).toContainText('Nothing is invented');
  await expect(tailoredSection(page).getByText(MY_SUMMARY)).toHaveCount(0);
});

test('a save over a tailoring done in another tab is refused, and the draft is kept', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const jobUrl = await tailoredJobPage(page, 'tailored-conflict');

  await editButton(page).click();
  const form = editor(page);
  const summary = form.getByRole('region', { name: 'Basics' }).getByLabel('Summary');
  await summary.fill(MY_SUMMARY);

  // Saving the cover letter on the same page moves the application's version but not the
  // resume: the resume's save still goes through.
  const letter = page.getByRole('textbox', { name: 'Cover letter draft' });
  await letter.fill(`${await letter.inputValue()}\n\nP.S. I also write Rust.`);
  await page
    .getByRole('region', { name: 'Cover letter' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Meanwhile, in another tab, the job is tailored again.
  const other = await context.newPage();
  await other.goto(jobUrl);
  await other.getByRole('button', { name: 'Tailor again' }).click();
  await expect(other.getByRole('button', { name: 'Tailor again' })).toBeEnabled({
    timeout: 30_000,
  });
  await expect(
    other.getByText('Your tailored resume and cover letter draft are ready.'),
  ).toBeAttached();
  await other.close();

  // The save is refused as stale; the draft stays, with both ways out offered.
  await form.getByRole('button', { name: 'Save changes' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('This tailored resume changed after you started editing');
  await expect(summary).toHaveValue(MY_SUMMARY);
  await expect(alert.getByRole('button', { name: 'Load the latest version' })).toBeVisible();
  await lookAt(page, 'tailored-conflict');

  // Saving mine over it stores the draft on the new tailoring.
  await alert.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(editor(page)).toHaveCount(0);
  await expect(tailoredSection(page)).toContainText('edited by you');
  await expect(
    tailoredSection(page).getByText(`Written for this job: ${MY_SUMMARY}`, { exact: true }),
  ).toBeVisible();
});
