/**
 * "Before you apply" on the page of an application not sent yet, in Chromium: the tailored
 * resume and the cover letter with what their reviews find, the reasons for applying and the
 * form's questions, and whom it goes to (the hiring manager the letter greets), each leading to
 * where it is done — "Write it" opens the why-this-company question written in, "Greet …" puts
 * the letter's greeting right — and the card follows as they are done. Checked with axe-core
 * and photographed in light and dark mode and at 320 px.
 */
import { expect, test } from '@playwright/test';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { photograph } from './support/photograph.js';
import { signUpWithResume } from './support/resume.js';
import { addPastedJob, NORTHWIND_POSTING, tailorOnJobPage } from './support/tailoring.js';

const QUESTION = 'Why do you want to work at Northwind Traders?';

test('before applying, the application says what is ready and leads to what is not', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpWithResume(page, 'application-readiness');
  const jobUrl = await addPastedJob(page, NORTHWIND_POSTING);
  await tailorOnJobPage(page);
  const jobId = new URL(jobUrl).pathname.split('/').pop() ?? '';
  const answer = await graphqlFromPage<{ job: { application: { id: string } } }>(
    page,
    'query($id: ID!) { job(id: $id) { application { id } } }',
    { id: jobId },
  );
  const applicationId = answer.data?.job.application.id ?? '';
  // A question the form asks, not answered yet.
  const added = await graphqlFromPage(
    page,
    'mutation($id: ID!) { addApplicationAnswer(input: {applicationId: $id, question: "What are your salary expectations?"}) { id } }',
    { id: applicationId },
  );
  expect(added.errors).toBeUndefined();

  await page.goto(`/applications/${applicationId}`);
  const card = page.getByRole('region', { name: 'Before you apply' });
  const line = (label: string) => card.getByRole('listitem').filter({ hasText: `${label}:` });
  await expect(line('Tailored resume')).toContainText('Tailored; its review:');
  await expect(line('Tailored resume')).not.toContainText('checking');
  await expect(line('Cover letter')).toContainText('Drafted; its check: nothing to fix.');
  await expect(line('Why this company')).toContainText('Not written yet');
  await expect(line('Questions on the form')).toContainText('1 of 1 waiting for an answer.');
  await expect(line('Who it goes to')).toContainText('No one at Northwind Traders noted yet');
  await expect(card).toContainText(/\d of 4 ready/);
  await lookAt(page, 'application-readiness');

  // "Add a contact" leads to the contacts; a hiring manager added there is whom the letter, drafted
  // before, does not greet yet — and the card says so at once, counting it.
  await line('Who it goes to').getByRole('link', { name: 'Add a contact' }).click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts).toBeInViewport();
  await contacts.getByRole('button', { name: 'Add a contact' }).click();
  const contactForm = contacts.getByRole('form', { name: 'Add a contact' });
  await contactForm.getByLabel('Name').fill('Marcus Chen');
  await contactForm.getByLabel('Role').fill('Hiring manager');
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(contactForm).toHaveCount(0);
  await expect(line('Who it goes to')).toContainText(
    'Marcus Chen is the hiring manager, and the letter does not greet them by name',
  );
  await expect(card).toContainText(/\d of 5 ready/);
  await photograph(page, 'application-readiness-hiring-manager.png');
  // One press puts the greeting right and saves the letter; the line follows, focus stays.
  const greet = line('Who it goes to').getByRole('button', { name: 'Greet Marcus Chen' });
  const readyBefore = Number((await card.textContent())?.match(/(\d) of 5 ready/)?.[1]);
  await greet.click();
  await expect(line('Who it goes to')).toContainText(
    'The letter greets Marcus Chen, the hiring manager.',
  );
  await expect(card).toContainText(`${String(readyBefore + 1)} of 5 ready`);
  await expect(card.getByRole('heading', { name: 'Before you apply' })).toBeFocused();
  await expect(card.getByRole('status')).toHaveText(
    'Done: Greet Marcus Chen. The cover letter is saved.',
  );

  // "Write it" opens the question on this page, written in, the cursor in its answer.
  await line('Why this company').getByRole('link', { name: 'Write it' }).click();
  const answers = page.getByRole('region', { name: 'Questions on the form' });
  const form = answers.getByRole('form', { name: 'Add a question' });
  await expect(form.getByLabel('Question')).toHaveValue(QUESTION);
  const field = form.getByRole('textbox', { name: /^Answer/ });
  await expect(field).toBeFocused();
  await field.fill('Northwind Traders ships to the towns I grew up in.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  // The card follows: the reasons are written.
  await expect(line('Why this company')).toContainText(`Your answer to “${QUESTION}”.`);

  // The cover letter's way leads to its part of the job page.
  await page.goto(jobUrl);
  const letterSection = page.getByRole('region', { name: 'Cover letter' });
  await expect(letterSection.getByLabel('Cover letter draft')).toHaveValue(
    /^Dear Marcus Chen,\n\nI am applying for the Senior Backend Engineer role at Northwind Traders\./,
  );
  await letterSection.getByLabel('Cover letter draft').fill('Dear [Name], I would like the job.');
  await letterSection.getByRole('button', { name: 'Save' }).click();
  await expect(letterSection.getByText('All changes saved')).toBeVisible();
  await page.goto(`/applications/${applicationId}`);
  await expect(line('Cover letter')).toContainText('Drafted; its check: 1 to fix');
  await line('Cover letter').getByRole('link', { name: 'Open the letter' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}#cover-letter$`));
  await expect(page.locator('#cover-letter-title')).toBeInViewport();
});
