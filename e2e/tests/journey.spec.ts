/**
 * The whole journey of a job seeker on a fresh database, in Chromium: sign up → import a
 * resume → add two jobs (one pasted, one from a careers page's JSON-LD served here) → tailor
 * → export PDF and DOCX (downloaded and read back) → download the cover letter with unsaved
 * edits → start applications → move one through the board → see it in the timeline. Every page is checked with axe-core and photographed in
 * light and dark mode.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { startCareersSite, type CareersSite } from './support/careers-site.js';
import { lookAt } from './support/look-at.js';
import { tailorOnJobPage } from './support/tailoring.js';

const resumeFile = new URL('../fixtures/resume.json', import.meta.url);

const PASTED_POSTING = `Senior Backend Engineer
Northwind Traders — Remote (EU)

About the role
You will build the services behind our ordering platform.

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes
- Rust

Nice to have
- GraphQL
- Terraform`;

let site: CareersSite;
test.beforeAll(async () => {
  site = await startCareersSite();
});
test.afterAll(async () => {
  await site.close();
});

/** A download's bytes, after the click that starts it. */
async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('a job seeker goes from sign-up to an application in the timeline', async ({ page }) => {
  test.setTimeout(240_000);

  // Sign up: a new account lands on an empty dashboard that says what to do first.
  await signUpInBrowser(page, 'journey');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /resume/i }).first()).toBeVisible();
  await lookAt(page, 'dashboard-empty');

  // Import a resume: a JSON Resume file through the file input.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/resume$/);
  await lookAt(page, 'resume-empty');
  await page.getByText('JSON Resume', { exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(resumeFile.pathname);
  await page.getByRole('button', { name: 'Import resume' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Example');
  await lookAt(page, 'resume-editor');

  // Add a job by pasting its posting.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // The add-job panel's code loads after the page: look once it is there.
  await expect(page.getByRole('textbox', { name: 'Job posting', exact: true })).toBeVisible();
  await lookAt(page, 'jobs-empty');
  await page.getByRole('textbox', { name: 'Job posting', exact: true }).fill(PASTED_POSTING);
  await page.getByRole('button', { name: 'Add job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' }),
  ).toBeVisible();
  const pastedJobUrl = page.url();

  // Add a job from a careers page: the server reads its JobPosting JSON-LD.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await page
    .getByRole('button', { name: /add a job/i })
    .first()
    .click()
    .catch(() => undefined);
  await page.getByText('From a link', { exact: true }).click();
  await page.getByRole('textbox', { name: /link|address|url/i }).fill(site.jobUrl);
  await page
    .getByRole('button', { name: /import|read|add/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Staff Platform Engineer' }),
  ).toBeVisible();
  await expect(page.getByText('Contoso Cloud').first()).toBeVisible();

  // The list shows both, with their match scores.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('link', { name: 'Senior Backend Engineer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff Platform Engineer' })).toBeVisible();
  await expect(page.getByText(/Match \d+ of 100/).first()).toBeAttached();
  await lookAt(page, 'jobs-list');

  // Tailor the pasted job: score, evidence, the tailored resume beside the base, the letter.
  await page.goto(pastedJobUrl);
  // The score explains itself: the missing must-have is named.
  const missing = page.locator('section, div').filter({
    has: page.getByRole('heading', { name: /Missing must-haves/ }),
  });
  await expect(missing.getByText('Rust', { exact: true }).first()).toBeVisible();
  await lookAt(page, 'job-before-tailoring');
  await tailorOnJobPage(page);
  await expect(page.getByRole('textbox', { name: /cover letter/i })).toHaveValue(
    /Northwind Traders/,
  );
  await lookAt(page, 'job-tailored');

  // Export the tailored resume as PDF and DOCX; both files are real and carry the resume.
  const exports = page.getByRole('group', { name: 'Download the tailored resume' });
  const pdf = await downloadOf(page, () => exports.getByRole('button', { name: 'PDF' }).click());
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.toString('latin1')).toMatch(/Jordan|Example/);
  const docx = await downloadOf(page, () =>
    exports.getByRole('button', { name: 'Word (DOCX)' }).click(),
  );
  expect(docx.name).toMatch(/\.docx$/);
  expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(docx.bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

  // The cover letter downloads as the editor holds it, unsaved edits included.
  const letter = page.getByRole('textbox', { name: 'Cover letter draft' });
  const edited = `${await letter.inputValue()}\n\nP.S. Written in the browser, not yet saved.`;
  await letter.fill(edited);
  const letterFiles = page.getByRole('group', { name: 'Download the cover letter' });
  const text = await downloadOf(page, () =>
    letterFiles.getByRole('button', { name: 'Text (.txt)' }).click(),
  );
  expect(text.name).toBe('jordan-example-cover-letter-northwind-traders.txt');
  expect(text.bytes.toString('utf8')).toBe(edited);
  const letterPdf = await downloadOf(page, () =>
    letterFiles.getByRole('button', { name: 'PDF' }).click(),
  );
  expect(letterPdf.name).toBe('jordan-example-cover-letter-northwind-traders.pdf');
  expect(letterPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const letterDocx = await downloadOf(page, () =>
    letterFiles.getByRole('button', { name: 'Word (DOCX)' }).click(),
  );
  expect(letterDocx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText(`Downloaded ${letterDocx.name}.`)).toBeVisible();
  // Copy takes the letter as it reads too; where the clipboard refuses, the letter is selected.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the text' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
  });
  await page.getByRole('button', { name: 'Copy the text' }).click();
  await expect(page.getByText(/the letter is selected\. Press Ctrl\+C/)).toBeVisible();
  await expect(letter).toBeFocused();
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await expect(letter).not.toHaveValue(/P\.S\./);

  // Read both files back: imported as resumes, they carry the tailored content.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Resume' }).click();
  for (const [kind, file, mimeType] of [
    ['PDF', pdf, 'application/pdf'],
    ['Word', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const) {
    const importAnother = page.getByRole('button', { name: 'Import another resume' }).first();
    if ((await importAnother.getAttribute('aria-expanded')) !== 'true') await importAnother.click();
    const importer = page.getByRole('form', { name: 'Import a resume' });
    await importer.getByText(kind, { exact: true }).click();
    await importer
      .locator('input[type="file"]')
      .setInputFiles({ name: file.name, mimeType, buffer: file.bytes });
    await page.getByRole('button', { name: 'Import resume' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Jordan Example', { timeout: 20_000 });
    await expect(page.getByText(/Kubernetes/).first()).toBeAttached();
  }
  await page.goto(pastedJobUrl);

  // The tailored job has its application (a draft); start one for the other job too.
  await expect(page.getByRole('link', { name: /draft/i }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('link', { name: 'Staff Platform Engineer' }).click();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByRole('link', { name: /draft/i }).first()).toBeVisible();

  // Move the tailored one through the board with the keyboard: draft → ready → applied.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Senior Backend Engineer' }) })
    .filter({ has: page.getByRole('button', { name: /move/i }) });
  for (const status of ['Ready', 'Applied']) {
    await card.getByRole('button', { name: /move/i }).click();
    await page
      .getByRole('list', { name: 'Move “Senior Backend Engineer” to' })
      .getByRole('button', { name: status })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `to ${status}` })).toBeAttached();
  }
  // And the other one by dragging its card to another column.
  const otherCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Staff Platform Engineer' }) })
    .filter({ has: page.getByRole('button', { name: /move/i }) });
  const readyColumn = page.getByRole('region', { name: /^Ready/ });
  await otherCard.dragTo(readyColumn);
  await expect(readyColumn.getByRole('link', { name: 'Staff Platform Engineer' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Draft/ })).toHaveAccessibleName(
    /\(0 applications\)/,
  );
  await lookAt(page, 'dashboard');

  // The application page's timeline tells the story, newest first.
  await card.getByRole('link', { name: 'Senior Backend Engineer' }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Moved from Ready to Applied')).toBeVisible();
  await expect(page.getByText('Moved from Draft to Ready')).toBeVisible();
  await expect(page.getByText(/tailored/i).first()).toBeVisible();
  await lookAt(page, 'application');

  // A final move asks first, in the page's own dialog; Cancel (focused) moves nothing.
  await page
    .getByRole('group', { name: 'Move to' })
    .getByRole('button', { name: /^Rejected/ })
    .click();
  const finalMove = page.getByRole('dialog', { name: 'Move to Rejected?' });
  await expect(finalMove).toContainText('Rejected is a final status');
  await expect(finalMove.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await finalMove.getByRole('button', { name: 'Cancel' }).click();
  await expect(finalMove).toBeHidden();
  await expect(page.getByText(/to Rejected/)).toHaveCount(0);

  // Deleting asks first; Cancel gives focus back to the button that asked.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('link', { name: 'Staff Platform Engineer' }).click();
  await page.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete job' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete job' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('link', { name: 'Senior Backend Engineer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff Platform Engineer' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Checked and photographed with the panels that load their lists after the page.
  await expect(page.getByRole('listitem', { name: /, this device$/ })).toBeVisible();
  await expect(page.getByText('Loading tokens…')).toHaveCount(0);
  await lookAt(page, 'settings');
});
