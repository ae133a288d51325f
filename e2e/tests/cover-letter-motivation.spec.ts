/**
 * Why this company, in the person's own words, in the cover letter, in Chromium: under a fresh
 * letter a note leads to the application's form questions with "Why do you want to work at …?"
 * written in; the answer given there is what the note then names, and New draft sets it after
 * the letter's opening. With unsaved edits to the letter the way there waits for a save. Checked
 * with axe-core and photographed in light and dark mode and at 320 px.
 */
import { expect, test } from '@playwright/test';
import { lookAt } from './support/look-at.js';
import { signUpWithResume } from './support/resume.js';
import { addPastedJob, NORTHWIND_POSTING, tailorOnJobPage } from './support/tailoring.js';

const QUESTION = 'Why do you want to work at Northwind Traders?';
const REASONS =
  'Northwind Traders moves the groceries of half the towns I grew up in, and I want to build the services that keep them on time.';

test('the answer to why this company goes into a new cover letter draft', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpWithResume(page, 'cover-letter-motivation');
  const jobUrl = await addPastedJob(page, NORTHWIND_POSTING);
  await tailorOnJobPage(page);

  const letterSection = page.getByRole('region', { name: 'Cover letter' });
  const letter = letterSection.getByLabel('Cover letter draft');
  await expect(letter).toHaveValue(/^Dear Northwind Traders Hiring Team,/);
  await expect(letter).not.toHaveValue(/groceries/);
  const note = letterSection.getByText('Why this company is yours to say');
  await expect(note).toBeVisible();
  await note.scrollIntoViewIfNeeded();
  await lookAt(page, 'cover-letter-motivation-note');

  // Unsaved edits: no link away from them, the note says to save first.
  await letter.press('End');
  await letter.pressSequentially(' P.S.');
  await expect(note).toContainText(
    `answer “${QUESTION}” on the application’s page once this letter is saved`,
  );
  await expect(note.getByRole('link')).toHaveCount(0);
  await letterSection.getByRole('button', { name: 'Undo changes' }).click();

  // The link opens the application's form questions with the question written in, the cursor
  // in its answer.
  await note.getByRole('link', { name: `answer “${QUESTION}”` }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}\?question=[^#]+#answers$/);
  const answers = page.getByRole('region', { name: 'Questions on the form' });
  const form = answers.getByRole('form', { name: 'Add a question' });
  await expect(form.getByLabel('Question')).toHaveValue(QUESTION);
  const answer = form.getByRole('textbox', { name: /^Answer/ });
  await expect(answer).toBeFocused();
  await expect(form).toBeInViewport();
  await lookAt(page, 'answers-asked-by-link');
  await answer.fill(REASONS);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(answers.getByRole('heading', { name: QUESTION })).toBeVisible();
  // Read again, the page asks nothing more: the question is answered.
  await page.reload();
  await expect(answers.getByRole('heading', { name: QUESTION })).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.goto(jobUrl);
  await expect(
    letterSection.getByText(`New drafts set out your answer to “${QUESTION}” as your reasons`),
  ).toBeVisible();
  // The letter drafted before stays as it was until a new draft is asked for.
  await expect(letter).not.toHaveValue(/groceries/);
  await letterSection.getByRole('button', { name: 'New draft' }).click();
  await letterSection
    .getByRole('group', { name: 'Confirm a new draft' })
    .getByRole('button', { name: 'Yes, write a new draft' })
    .click();
  await expect(letterSection.getByText('New draft written and saved')).toBeVisible();
  const paragraphs = (await letter.inputValue()).split('\n\n');
  expect(paragraphs[1]).toMatch(/^I am applying for the Senior Backend Engineer role/);
  expect(paragraphs[2]).toBe(REASONS);
  await letter.scrollIntoViewIfNeeded();
  await lookAt(page, 'cover-letter-motivation');
});
