/**
 * The review of a tailored resume, in Chromium: the job page says beside the downloads what a
 * careful reader would flag in the tailored resume as stored, and its editor shows the resume
 * page's review card on the draft (one heading level down), leading to each field. Findings
 * set aside on the base resume are left out of the tailored resume's review too. Each state is
 * checked with axe-core and photographed in light and dark mode and at 320 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { addPastedJob, tailorOnJobPage, tailoredSection } from './support/tailoring.js';

// No e-mail address (a problem, which tailoring keeps: the basics go into every tailored
// resume), and lines the posting asks for, so tailoring keeps them.
const RESUME = {
  basics: {
    name: 'Taylor Tailored',
    label: 'Backend Engineer',
    phone: '+49 30 7654321',
    summary: 'Backend engineer with seven years of TypeScript, Node.js and PostgreSQL services.',
    location: { city: 'Hamburg', countryCode: 'DE' },
  },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2020-04',
      highlights: [
        'Responsible for the Kubernetes clusters and the on-call rota of 12 engineers',
        'Cut checkout latency by 40% by caching prices from PostgreSQL in Redis',
        'Built TypeScript services on Node.js serving 2 million requests a day',
      ],
    },
  ],
  education: [{ institution: 'TU Hamburg', studyType: 'B.Sc.', area: 'Computer Science' }],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes'] }],
};

const POSTING = `Senior Backend Engineer
Northwind Traders — Remote (EU)

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes

Nice to have
- Redis`;

const MISSING_EMAIL = 'Add an e-mail address: it is how most recruiters answer.';

/** A new account whose base resume is RESUME, on the page of a job tailored to it. */
async function tailoredJobPage(page: Page, label: string): Promise<void> {
  await signUpInBrowser(page, label);
  const answer = await graphqlFromPage(
    page,
    'mutation($t: String!) { importResume(input: {format: json, text: $t}) { resume { id } } }',
    { t: JSON.stringify(RESUME) },
  );
  expect(answer.errors).toBeUndefined();
  await addPastedJob(page, POSTING);
  await tailorOnJobPage(page);
}

/** The line beside the downloads, once its review has answered. */
async function reviewNote(page: Page): Promise<Locator> {
  const note = tailoredSection(page)
    .getByRole('region', { name: 'Download' })
    .getByRole('paragraph')
    .filter({ hasText: /^Review:/ });
  await expect(note).not.toContainText('Checking');
  return note;
}

/** The editor's review card, once its first review is on screen. */
async function editorReview(page: Page): Promise<Locator> {
  const card = page
    .getByRole('form', { name: 'Edit the tailored resume' })
    .getByRole('region', { name: 'Review', exact: true });
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return card;
}

test('the tailored resume’s review shows beside its downloads, opens in the editor and follows the draft', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await tailoredJobPage(page, 'tailored-review');

  // Beside the downloads: the missing address is the one thing to fix.
  const note = await reviewNote(page);
  await expect(note).toContainText(/^Review: 1 to fix · (no|\d+) suggestions?$/);
  const summary = ((await note.textContent()) ?? '').replace(/^Review:\s*/, '');
  await lookAt(page, 'tailored-review-note');

  // The button opens the editor, whose card says the same, one heading level down.
  await tailoredSection(page)
    .getByRole('button', { name: /^See (it|them) in the editor$/ })
    .click();
  const card = await editorReview(page);
  await expect(card.getByRole('heading', { name: 'Review', level: 4 })).toBeVisible();
  await expect(card).toContainText(summary);
  const toFix = card.getByRole('heading', { name: /^To fix/, level: 5 });
  await expect(toFix).toHaveText('To fix (1)');
  await expect(card.getByText(MISSING_EMAIL)).toBeVisible();
  // Nothing here is set aside: that is done on the base resume.
  await expect(card.getByRole('button', { name: 'Ignore' })).toHaveCount(0);

  // Its field is the tailored resume's own, and the draft is reviewed as it is typed.
  await card.getByRole('button', { name: 'Go to field: E-mail' }).click();
  const email = page
    .getByRole('form', { name: 'Edit the tailored resume' })
    .getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(email).toBeFocused();
  await email.fill('taylor@example.com');
  await expect(card).toContainText(/Nothing to fix/);
  await expect(card.getByText(MISSING_EMAIL)).toHaveCount(0);
  await lookAt(page, 'tailored-review-editor');

  // Saved, the tailored resume as stored has nothing to fix either; the base one still has.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('form', { name: 'Edit the tailored resume' })).toHaveCount(0);
  await expect(await reviewNote(page)).toContainText(/^Review: Nothing to fix/);
  await page.goto('/resume');
  const baseReview = page.getByRole('region', { name: 'Review', exact: true });
  await expect(baseReview).toHaveAttribute('aria-busy', 'false');
  await expect(baseReview.getByText(MISSING_EMAIL)).toBeVisible();
});

test('findings set aside on the base resume are left out of the tailored resume’s review', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await tailoredJobPage(page, 'tailored-review-ignored');
  const jobUrl = page.url();
  await expect(await reviewNote(page)).toContainText(/^Review: 1 to fix/);

  // Set aside on the base resume…
  await page.goto('/resume');
  const baseReview = page.getByRole('region', { name: 'Review', exact: true });
  await expect(baseReview).toHaveAttribute('aria-busy', 'false');
  await baseReview
    .getByRole('listitem')
    .filter({ hasText: MISSING_EMAIL })
    .getByRole('button', { name: 'Ignore' })
    .click();
  await expect(baseReview.getByText('Ignored (1)')).toBeVisible();

  // …so left out of the tailored one's, beside the downloads and in the editor.
  await page.goto(jobUrl);
  await expect(await reviewNote(page)).toContainText(/^Review: Nothing to fix/);
  await tailoredSection(page).getByRole('button', { name: 'Edit the tailored resume' }).click();
  const card = await editorReview(page);
  await expect(card).toContainText(/Nothing to fix/);
  await expect(card.getByText(MISSING_EMAIL)).toBeHidden();
  const ignored = card.getByText('Ignored on your base resume (1)');
  await ignored.click();
  await expect(card.getByRole('list', { name: 'Ignored findings' })).toContainText(MISSING_EMAIL);
  await expect(card).toContainText('Bring them back on the Resume page.');
  await expect(card.getByRole('button', { name: 'Bring back' })).toHaveCount(0);
  await lookAt(page, 'tailored-review-ignored');
});
