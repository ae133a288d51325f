/**
 * "Questions on the form" on an application's page: a question of the application's form added
 * with its answer (the form refuses a missing question before sending anything), counted as it is
 * typed, changed, copied for pasting into the form (selected where the clipboard is refused) and
 * removed after a confirmation. Answers given on other applications are offered for a question
 * like them, while adding one and when answering one written down before, and "Use this answer"
 * fills the answer to change before saving. "Draft from your resume" writes a first answer from
 * the base resume and the posting, says when the resume has nothing to answer with, and sends to
 * the resume page when there is no resume. Refusals from the server are said by the field they
 * are about, and nothing typed is lost. Each state is checked with axe-core and photographed in
 * light and dark mode and at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { startApplication } from './support/applications.js';
import { lookAt } from './support/look-at.js';
import { ok, startMatchedApplication } from './support/matched-application.js';

const WHY = {
  question: 'Why do you want to work at Northwind Traders?',
  answer: 'Your platform team ships every day.',
  edited: 'Your platform team ships every day, and I want to help it ship safely.',
};

const WHY_CONTOSO = [
  'I have used Contoso’s tools for six years, first as a student and then at two employers.',
  'The way your platform team writes about its incidents taught me more about operations than any course.',
  'I want to work where that kind of openness is the norm, and to help build the next version of the deploy pipeline.',
  'My last role was close to it: I moved 40 services to progressive delivery with automatic rollbacks.',
].join('\n');

const SALARY = '£70,000 to £80,000 base, depending on the on-call arrangement.';
const RIGHT_TO_WORK = 'Yes. I hold settled status in the UK, so I need no sponsorship.';

interface StoredAnswer {
  question: string;
  answer: string | null;
}

async function storedAnswers(page: Page, applicationId: string): Promise<StoredAnswer[]> {
  const { application } = await ok<{ application: { answers: StoredAnswer[] } }>(
    page,
    'query($id: ID!) { application(id: $id) { answers { question answer } } }',
    { id: applicationId },
  );
  return application.answers;
}

async function addAnswer(
  page: Page,
  applicationId: string,
  question: string,
  answer: string | null,
): Promise<string> {
  const { addApplicationAnswer } = await ok<{ addApplicationAnswer: { id: string } }>(
    page,
    'mutation($i: AddApplicationAnswerInput!) { addApplicationAnswer(input: $i) { id } }',
    { i: { applicationId, question, answer } },
  );
  return addApplicationAnswer.id;
}

test('a question is added with its answer, changed, copied and removed', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpInBrowser(page, 'e2e-answers');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await page.goto(`/applications/${applicationId}`);

  const section = page.getByRole('region', { name: 'Questions on the form' });
  const emptyText = section.getByText('Write down what the application form asks');
  await expect(emptyText).toBeVisible();

  // Every add that reaches the server: the form without a question below must not.
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('ApplicationPageAddAnswer')) adds.push(request.url());
  });

  await section.getByRole('button', { name: 'Add a question' }).click();
  const form = section.getByRole('form', { name: 'Add a question' });
  const question = form.getByLabel('Question');
  const answer = form.getByRole('textbox', { name: /^Answer/ });
  await expect(question).toBeFocused();
  await answer.fill(WHY.answer);
  await expect(form.getByText('6 words · 35 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();

  // Said by the field, which takes focus; nothing was sent and the answer typed is kept.
  await expect(question).toBeFocused();
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  await expect(question).toHaveAccessibleDescription('Enter the question as the form asks it.');
  await expect(answer).toHaveValue(WHY.answer);
  expect(adds).toEqual([]);
  await lookAt(page, 'answers-form');

  await question.fill(WHY.question);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Add a question' })).toBeFocused();
  await expect(section.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added “${WHY.question}”.`,
  );
  expect(adds).toHaveLength(1);

  const list = section.getByRole('list', { name: 'Questions on the form' });
  const item = list.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: WHY.question })).toBeVisible();
  await expect(item).toContainText(WHY.answer);

  // Changed in place: the form opens with the question as it is.
  await item.getByRole('button', { name: /^Edit/ }).click();
  const editForm = section.getByRole('form', { name: 'Edit the question' });
  await expect(editForm.getByLabel('Question')).toBeFocused();
  await expect(editForm.getByLabel('Question')).toHaveValue(WHY.question);
  await expect(editForm.getByRole('textbox', { name: /^Answer/ })).toHaveValue(WHY.answer);
  await editForm.getByRole('textbox', { name: /^Answer/ }).fill(WHY.edited);
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Edit/ })).toBeFocused();
  await expect(item).toContainText(WHY.edited);

  // Copy puts the answer on the clipboard and says so politely; refused, it selects the answer.
  await item.getByRole('button', { name: /^Copy/ }).click();
  await expect(item.getByRole('button', { name: /^Copied/ })).toBeVisible();
  await expect(item.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WHY.edited);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
  });
  await item.getByRole('button', { name: /^Cop/ }).click();
  await expect(item.getByRole('status')).toHaveText(
    'Could not copy automatically: the answer is selected. Press Ctrl+C (⌘C) to copy.',
  );
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(WHY.edited);

  // Kept by the server as sent.
  await page.reload();
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(WHY.edited);
  expect(await storedAnswers(page, applicationId)).toEqual([
    { question: WHY.question, answer: WHY.edited },
  ]);

  // Removed after one confirmation; focus stays in the section.
  await item.getByRole('button', { name: /^Remove/ }).click();
  const confirmation = section.getByRole('group', { name: 'Confirm: remove the question' });
  await expect(confirmation.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expect(confirmation).toContainText(
    'Remove this question and its answer from the application?',
  );
  await lookAt(page, 'answers-remove');
  await confirmation.getByRole('button', { name: 'Remove' }).click();
  await expect(emptyText).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Questions on the form' })).toBeFocused();
  await expect(section.getByRole('status').filter({ hasText: 'Removed' })).toHaveText(
    `Removed “${WHY.question}”.`,
  );
  expect(await storedAnswers(page, applicationId)).toEqual([]);
});

test('answers given on other applications are offered for questions like them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-answers-earlier');
  const contoso = await startApplication(page, {
    title: 'Site Reliability Engineer',
    company: 'Contoso',
  });
  const fabrikam = await startApplication(page, { title: 'Backend Engineer', company: 'Fabrikam' });
  const northwind = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await addAnswer(page, contoso, 'Why do you want to work at Contoso?', WHY_CONTOSO);
  await addAnswer(page, contoso, 'What are your salary expectations?', SALARY);
  await addAnswer(
    page,
    contoso,
    'Are you legally authorized to work in the United Kingdom?',
    RIGHT_TO_WORK,
  );
  await addAnswer(page, fabrikam, 'Desired salary?', SALARY);
  const ownSalary = await addAnswer(page, northwind, 'What is your expected compensation?', null);

  await page.goto(`/applications/${northwind}`);
  const section = page.getByRole('region', { name: 'Questions on the form' });
  const list = section.getByRole('list', { name: 'Questions on the form' });
  const salaryItem = list.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'What is your expected compensation?' }),
  });
  await expect(salaryItem).toContainText('Not answered yet');
  await expect(salaryItem.getByRole('button', { name: /^Copy/ })).toHaveCount(0);

  // Adding a question: once typing pauses, the earlier answer to a question like it.
  await section.getByRole('button', { name: 'Add a question' }).click();
  const form = section.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Question').fill('Why do you want to join Northwind Traders?');
  const earlier = form.getByRole('region', { name: 'Answered before' });
  const contosoWhy = earlier.getByRole('listitem');
  await expect(contosoWhy).toHaveCount(1);
  await expect(contosoWhy).toContainText('Why do you want to work at Contoso?');
  await expect(contosoWhy).toContainText('For Site Reliability Engineer · Contoso');
  await expect(contosoWhy).toContainText('Why this company');
  // Four paragraphs, cut to a few lines until asked for.
  const showAll = contosoWhy.getByRole('button', { name: 'Show all' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await lookAt(page, 'answers-earlier');
  await showAll.click();
  await expect(contosoWhy.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // "Use this answer" fills the answer, to change before saving.
  await contosoWhy.getByRole('button', { name: /^Use this answer/ }).click();
  const answer = form.getByRole('textbox', { name: /^Answer/ });
  await expect(answer).toBeFocused();
  await expect(answer).toHaveValue(WHY_CONTOSO);
  await expect(contosoWhy).toContainText('In your answer');
  await expect(form.getByText('74 words · 406 characters')).toBeVisible();
  const forNorthwind = WHY_CONTOSO.replace('Contoso’s tools', 'Northwind’s tools');
  await answer.fill(forNorthwind);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Answering a question written down before: the earlier answers are there at once, the same
  // answer given twice offered once.
  await salaryItem.getByRole('button', { name: /^Answer/ }).click();
  const answerForm = section.getByRole('form', { name: 'Edit the question' });
  await expect(answerForm.getByRole('textbox', { name: /^Answer/ })).toBeFocused();
  const salary = answerForm
    .getByRole('region', { name: 'Answered before' })
    .getByRole('listitem')
    .filter({ hasText: SALARY });
  await expect(salary).toHaveCount(1);
  await expect(salary).toContainText('used 2 times');
  await expect(salary).toContainText('Salary');
  await salary.getByRole('button', { name: /^Use this answer/ }).click();
  await expect(answerForm.getByRole('textbox', { name: /^Answer/ })).toHaveValue(SALARY);
  await answerForm.getByRole('button', { name: 'Save' }).click();
  await expect(answerForm).toHaveCount(0);
  await expect(salaryItem).toContainText(SALARY);
  await expect(salaryItem.getByRole('button', { name: /^Edit/ })).toBeFocused();

  // What the person wrote is not lost to an earlier answer: it can be put back.
  await section.getByRole('button', { name: 'Add a question' }).click();
  await form.getByLabel('Question').fill('Do you have the right to work in the UK?');
  await form.getByRole('textbox', { name: /^Answer/ }).fill('Yes.');
  const rightToWork = form
    .getByRole('region', { name: 'Answered before' })
    .getByRole('listitem')
    .filter({ hasText: RIGHT_TO_WORK });
  await expect(rightToWork).toContainText('Right to work');
  await rightToWork.getByRole('button', { name: /^Use this answer/ }).click();
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toHaveValue(RIGHT_TO_WORK);
  await form.getByRole('button', { name: 'Put yours back' }).click();
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toHaveValue('Yes.');
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toHaveCount(0);

  expect(await storedAnswers(page, northwind)).toEqual([
    { question: 'What is your expected compensation?', answer: SALARY },
    { question: 'Why do you want to join Northwind Traders?', answer: forNorthwind },
  ]);
  // The application's own answers are not offered back to it; the others' are.
  const { answerSuggestions } = await ok<{ answerSuggestions: { answer: { id: string } }[] }>(
    page,
    'query($q: String!, $a: ID) { answerSuggestions(question: $q, applicationId: $a) { answer { id } } }',
    { q: 'What is your expected compensation?', a: northwind },
  );
  expect(answerSuggestions.length).toBeGreaterThan(0);
  expect(answerSuggestions.map((suggestion) => suggestion.answer.id)).not.toContain(ownSalary);
  await lookAt(page, 'answers-list');
});

test('refusals are said by their field, and nothing typed is lost', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-answers-refused');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  const startId = await addAnswer(page, applicationId, 'When can you start?', null);
  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Questions on the form' });
  const list = section.getByRole('list', { name: 'Questions on the form' });

  // Too long an answer: the count says so as it is pasted, and Save by the field.
  await section.getByRole('button', { name: 'Add a question' }).click();
  const form = section.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Question').fill('Tell us about yourself.');
  await form.getByRole('textbox', { name: /^Answer/ }).fill('a'.repeat(10_001));
  await expect(form.getByText('1 word · 10,001 characters: 1 over the 10,000 limit')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toHaveAccessibleDescription(
    /An answer has at most 10,000 characters; this one has 10,001\./,
  );
  await lookAt(page, 'answers-too-long');

  // The server's own refusal, of a question made too long on its way: by the Question field.
  await page.route('http://localhost:4000/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('ApplicationPageAddAnswer')) return route.continue();
    const sent = JSON.parse(body) as { variables: { input: { question: string } } };
    sent.variables.input.question = 'q'.repeat(1001);
    return route.continue({ postData: JSON.stringify(sent) });
  });
  await form.getByRole('textbox', { name: /^Answer/ }).fill('Platform engineer, ten years in.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Question')).toBeFocused();
  await expect(form.getByLabel('Question')).toHaveAccessibleDescription(
    'The question has at most 1000 characters.',
  );
  await expect(form.getByLabel('Question')).toHaveValue('Tell us about yourself.');
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toHaveValue(
    'Platform engineer, ten years in.',
  );
  await page.unroute('http://localhost:4000/graphql');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Removed in another tab while it is answered here: Save adds it again, as written.
  const startItem = list.getByRole('listitem').filter({ hasText: 'When can you start?' });
  await startItem.getByRole('button', { name: /^Answer/ }).click();
  const editForm = section.getByRole('form', { name: 'Edit the question' });
  await editForm
    .getByRole('textbox', { name: /^Answer/ })
    .fill('In four weeks: my notice period is one month.');
  await ok(page, 'mutation($id: ID!) { removeApplicationAnswer(id: $id) { id } }', {
    id: startId,
  });
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm.getByRole('alert')).toContainText(
    'This question was removed meanwhile, in another tab or window. Save adds it again',
  );
  await expect(editForm.getByRole('textbox', { name: /^Answer/ })).toHaveValue(
    'In four weeks: my notice period is one month.',
  );
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Questions on the form' })).toBeFocused();
  expect(await storedAnswers(page, applicationId)).toEqual([
    { question: 'Tell us about yourself.', answer: 'Platform engineer, ten years in.' },
    { question: 'When can you start?', answer: 'In four weeks: my notice period is one month.' },
  ]);
});

test('a draft from the resume fills the answer, and says when the resume has nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-answers-draft');
  // MATCHED_RESUME: a Frontend Engineer at Acme since 2020 who built a design system in
  // TypeScript, for a posting that asks for it.
  const applicationId = await startMatchedApplication(page, 'applied');
  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Questions on the form' });

  await section.getByRole('button', { name: 'Add a question' }).click();
  const form = section.getByRole('form', { name: 'Add a question' });
  const question = form.getByLabel('Question');
  const answer = form.getByRole('textbox', { name: /^Answer/ });
  const draft = form.getByRole('button', { name: 'Draft from your resume' });
  // Offered once there is a question to draft an answer to.
  await expect(draft).toHaveCount(0);
  await question.fill('How many years of experience do you have with TypeScript?');
  await answer.fill('Five, I think.');

  // What was typed is replaced, to put back; the draft quotes the resume's line.
  await draft.click();
  await expect(answer).toHaveValue(/^About \d+ years? with TypeScript\./);
  await expect(answer).toHaveValue(
    /\(since 2020\): “Built a design system in React and TypeScript used by 40 engineers”\.$/,
  );
  await expect(answer).toBeFocused();
  await expect(form.getByRole('status').filter({ hasText: 'Drafted' })).toHaveText(
    'Drafted from your resume: check it says what you mean.',
  );
  // Pressed again it would write the same: gone while the answer is the draft.
  await expect(draft).toHaveCount(0);
  await expect(form).toContainText('The draft replaced what you wrote.');
  await lookAt(page, 'answers-draft');
  await form.getByRole('button', { name: 'Put yours back' }).click();
  await expect(answer).toHaveValue('Five, I think.');
  await expect(form.getByText('Drafted from your resume')).toHaveCount(0);

  // Drafted again and edited, it is saved as the person left it.
  await draft.click();
  await expect(answer).toHaveValue(/^About \d+ years? with TypeScript\./);
  const drafted = await answer.inputValue();
  await answer.press('Control+End');
  await page.keyboard.type(' Mostly React.');
  await expect(form.getByRole('status').filter({ hasText: 'Drafted' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  expect(await storedAnswers(page, applicationId)).toEqual([
    {
      question: 'How many years of experience do you have with TypeScript?',
      answer: `${drafted} Mostly React.`,
    },
  ]);

  // Pay is not in a resume: it says so, and the answer is the person's to write.
  await section.getByRole('button', { name: 'Add a question' }).click();
  await question.fill('What are your salary expectations?');
  await draft.click();
  const nothing = form
    .getByRole('status')
    .filter({ hasText: 'Nothing in your resume answers this one — write it yourself.' });
  await expect(nothing).toBeVisible();
  await expect(answer).toBeFocused();
  await expect(answer).toHaveValue('');
  await expect(draft).toHaveCount(0);
  await lookAt(page, 'answers-draft-nothing');
  // Another question may have an answer in the resume: the action is back, the message gone.
  await question.fill('Why are you interested in this role?');
  await expect(draft).toBeVisible();
  await expect(nothing).toHaveCount(0);
});

test('without a resume, a draft sends to the resume page first', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-answers-draft-no-resume');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Questions on the form' });
  await section.getByRole('button', { name: 'Add a question' }).click();
  const form = section.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Question').fill('Tell us about yourself.');
  const draft = form.getByRole('button', { name: 'Draft from your resume' });
  await draft.click();

  const said = form.getByRole('status').filter({ hasText: 'base resume' });
  await expect(said).toContainText('Drafts quote your base resume, and you have none yet.');
  // In a new tab: the question typed here stays, to draft once the resume is in.
  const link = said.getByRole('link', { name: /^Import your resume first/ });
  await expect(link).toHaveAttribute('href', '/resume');
  await expect(link).toHaveAttribute('target', '_blank');
  // Still offered, to try again after the import; focus stays on it.
  await expect(draft).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^Answer/ })).toHaveValue('');
  await lookAt(page, 'answers-draft-no-resume');
});
