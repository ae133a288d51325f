/**
 * The cover letter's review on a job page, in Chromium: as the letter is typed, "Review" under
 * it names another company the person applies to, text left to fill in and a skill the resume
 * does not mention; "Show in the letter" selects those words in the text field, "Change to
 * Northwind Traders" puts the company right at one press (another company's name, or "your
 * company" in a letter that never names it), and fixing them clears the findings before
 * anything is saved. With a hiring manager among the application's
 * contacts, a letter greeting the team is pointed out and "Greet Marcus Chen" rewrites the
 * greeting in the draft at one press. Checked with axe-core and photographed in light and dark
 * mode and at 320 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { signUpWithResume } from './support/resume.js';
import { addPastedJob, NORTHWIND_POSTING, tailorOnJobPage } from './support/tailoring.js';

const OTHER_COMPANY = 'Globex Corporation';

/** The review under the letter, once it has answered for the text as it is. */
async function settledReview(page: Page): Promise<Locator> {
  const review = page.getByRole('region', { name: 'Review of the cover letter' });
  await expect(review).toHaveAttribute('aria-busy', 'false');
  return review;
}

/** The letter's selected text. */
async function selection(letter: Locator): Promise<string> {
  return letter.evaluate((field) => {
    const area = field as HTMLTextAreaElement;
    return area.value.slice(area.selectionStart, area.selectionEnd);
  });
}

test('the cover letter’s review names another company and text left to fill in, and follows the draft', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpWithResume(page, 'cover-letter-check');
  await addPastedJob(page, NORTHWIND_POSTING);
  // Another job, at another company: a letter for this one should not name it.
  const added = await graphqlFromPage(
    page,
    'mutation($c: String!) { addJob(input: {title: "Platform Engineer", company: $c, description: "Requirements\\n- Go"}) { id } }',
    { c: OTHER_COMPANY },
  );
  expect(added.errors).toBeUndefined();
  await tailorOnJobPage(page);

  // The drafted letter names this job's company and no other: nothing to fix.
  const letter = page.getByRole('textbox', { name: 'Cover letter draft' });
  await expect(letter).toHaveValue(/Northwind Traders/);
  let review = await settledReview(page);
  await expect(review).toContainText(/Nothing to fix/);

  // A line carried over from the letter for Globex, a gap never filled in, and a skill the
  // resume does not mention.
  const drafted = await letter.inputValue();
  const carriedOver = `${drafted}\n\nI have admired Globex for years, and I would bring the same care to [Team Name], where I would write Rust.`;
  await letter.fill(carriedOver);
  review = await settledReview(page);
  await expect(review).toContainText('2 to fix');
  const findings = review.getByRole('list', { name: 'Findings in the cover letter' });
  const globex = findings.getByRole('listitem').filter({ hasText: 'names Globex' });
  await expect(globex).toContainText(
    'This letter names Globex, another company you are applying to; it is for Northwind Traders.',
  );
  const placeholder = findings.getByRole('listitem').filter({ hasText: '[Team Name]' });
  await expect(placeholder).toHaveCount(1);
  const claim = findings.getByRole('listitem').filter({ hasText: 'names Rust' });
  await expect(claim).toContainText('The letter names Rust, which your resume does not mention.');

  // "Show in the letter" selects the words in the text field.
  await globex.getByRole('button', { name: 'Show in the letter' }).click();
  await expect(letter).toBeFocused();
  expect(await selection(letter)).toBe('Globex');
  await placeholder.getByRole('button', { name: 'Show in the letter' }).click();
  expect(await selection(letter)).toBe('[Team Name]');
  await claim.getByRole('button', { name: 'Show in the letter' }).click();
  expect(await selection(letter)).toBe('Rust');
  await lookAt(page, 'cover-letter-check');

  // Another company's name is put right at one press, in the draft, and selected.
  await globex.getByRole('button', { name: 'Change to Northwind Traders' }).click();
  await expect(letter).toBeFocused();
  expect(await selection(letter)).toBe('Northwind Traders');
  await expect(letter).toHaveValue(/I have admired Northwind Traders for years/);
  review = await settledReview(page);
  await expect(review).toContainText('1 to fix');

  // The rest fixed by hand, unsaved: the findings go.
  await letter.fill(
    carriedOver
      .replace('Globex', 'your platform team')
      .replace('[Team Name]', 'payments')
      .replace('Rust', 'TypeScript'),
  );
  review = await settledReview(page);
  await expect(review).toContainText(/Nothing to fix/);
  await expect(findings.getByRole('listitem').filter({ hasText: 'names Globex' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  // A letter written for no company in particular: its "your company" becomes the name.
  await letter.fill(
    'Dear Hiring Team,\n\nI would love to bring my TypeScript work to your company and its platform team.',
  );
  review = await settledReview(page);
  const unnamed = findings
    .getByRole('listitem')
    .filter({ hasText: 'never names Northwind Traders' });
  await expect(unnamed).toContainText('it says "your company"');
  await lookAt(page, 'cover-letter-unnamed-company');
  await unnamed.getByRole('button', { name: 'Change to Northwind Traders' }).click();
  expect(await selection(letter)).toBe('Northwind Traders');
  await expect(letter).toHaveValue(/work to Northwind Traders and its platform team\./);
  await settledReview(page);
  await expect(findings.getByRole('listitem').filter({ hasText: 'never names' })).toHaveCount(0);
});

test('the review asks for the hiring manager the contacts name, and greets them at one press', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpWithResume(page, 'cover-letter-greeting');
  await addPastedJob(page, NORTHWIND_POSTING);
  await tailorOnJobPage(page);
  const letter = page.getByRole('textbox', { name: 'Cover letter draft' });
  await expect(letter).toHaveValue(/^Dear Northwind Traders Hiring Team,/);

  // The hiring manager, added to the application after the letter was drafted.
  const jobId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const found = await graphqlFromPage<{ job: { application: { id: string } } }>(
    page,
    'query($id: ID!) { job(id: $id) { application { id } } }',
    { id: jobId },
  );
  const added = await graphqlFromPage(
    page,
    'mutation($i: AddContactInput!) { addContact(input: $i) { id } }',
    {
      i: {
        applicationId: found.data?.job.application.id,
        name: 'Marcus Chen',
        role: 'Engineering hiring manager',
      },
    },
  );
  expect(added.errors).toBeUndefined();
  await page.reload();

  // A sender's address above the greeting: the greeting is still the one pointed at.
  const drafted = await letter.inputValue();
  await letter.fill(`Jordan Rivera\nLeeds\n\n${drafted}`);
  const review = await settledReview(page);
  const greeting = review
    .getByRole('list', { name: 'Findings in the cover letter' })
    .getByRole('listitem')
    .filter({ hasText: 'Marcus Chen as the hiring manager' });
  await expect(greeting).toContainText(
    'The letter greets "Dear Northwind Traders Hiring Team"; your contacts name Marcus Chen as the hiring manager.',
  );
  await greeting.getByRole('button', { name: 'Show in the letter' }).click();
  expect(await selection(letter)).toBe('Dear Northwind Traders Hiring Team');
  await lookAt(page, 'cover-letter-greeting');

  // One press writes the greeting into the draft and selects it; saving is the person's call.
  await greeting.getByRole('button', { name: 'Greet Marcus Chen' }).click();
  await expect(letter).toBeFocused();
  expect(await selection(letter)).toBe('Dear Marcus Chen,');
  await expect(letter).toHaveValue(/^Jordan Rivera\nLeeds\n\nDear Marcus Chen,\n\nI am applying/);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await expect(await settledReview(page)).toContainText(/Nothing to fix/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});
