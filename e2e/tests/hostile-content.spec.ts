/**
 * Stored text is shown, never run: a job whose title, company and posting carry script tags,
 * event-handler attributes, javascript: links and Markdown/HTML injection is added through
 * the GraphQL API with the signed-in browser's session, tailored, and then looked at on every
 * page that renders job text: the job list, the job page (match, tailored resume, cover
 * letter, posting), the application, the dashboard's board and the case controls.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { importFixtureResume } from './support/resume.js';
import { tailorOnJobPage } from './support/tailoring.js';

const SCRIPT_TAG = '<script>window.__xss = 1</script>';
const IMG_ONERROR = `<img src=x onerror="window.__xss=2;alert('xss')">`;
const MARKDOWN_LINK = '[Apply now](javascript:window.__xss=3)';

const TITLE = `${SCRIPT_TAG} Platform Engineer`;
const COMPANY = `${IMG_ONERROR} Hostile Corp`;
const DESCRIPTION = `${SCRIPT_TAG}
${IMG_ONERROR}
${MARKDOWN_LINK}
<a href="javascript:window.__xss=4">Read more</a>
**Bold claim** <iframe src="javascript:window.__xss=5"></iframe>
<svg onload="window.__xss=6"></svg>

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes <b onmouseover="window.__xss=7">hover</b>`;

const ADD_JOB = `
  mutation HostileAddJob($input: AddJobInput!) {
    addJob(input: $input) { id }
  }
`;

/**
 * Nothing the job text carried has run or become markup: no flag set, no dialog, and no
 * element, link or handler attribute from the payload in the DOM (open shadow roots, where
 * the case controls draw, included).
 */
async function expectInert(page: Page, dialogs: string[], where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    document.querySelectorAll('*').forEach((element) => {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    });
    const count = (selector: string) =>
      roots.reduce((sum, root) => sum + root.querySelectorAll(selector).length, 0);
    return {
      flag: (window as unknown as { __xss?: unknown }).__xss,
      injectedImages: count('img[src="x"]'),
      injectedFrames: count('iframe'),
      handlers: count('[onerror], [onload], [onmouseover]'),
      scriptLinks: count('a[href^="javascript:" i], [src^="javascript:" i]'),
      payloadScripts: roots.reduce(
        (sum, root) =>
          sum +
          Array.from(root.querySelectorAll('script')).filter((script) =>
            script.textContent.includes('__xss'),
          ).length,
        0,
      ),
    };
  });
  expect(found, where).toEqual({
    flag: undefined,
    injectedImages: 0,
    injectedFrames: 0,
    handlers: 0,
    scriptLinks: 0,
    payloadScripts: 0,
  });
  expect(dialogs, `${where}: dialogs`).toEqual([]);
}

test('job text with scripts, handlers and javascript: links is shown literally and never runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signUpInBrowser(page, 'hostile');

  // A base resume, so the job is scored and can be tailored.
  await importFixtureResume(page);

  // The backend refuses a javascript: address outright.
  const refused = await graphqlFromPage(page, ADD_JOB, {
    input: {
      title: TITLE,
      company: COMPANY,
      url: 'javascript:window.__xss=8',
      description: DESCRIPTION,
    },
  });
  expect(refused.data ?? null).toBeNull();
  expect(refused.errors?.[0]?.message).toMatch(/http/i);

  // Stored as given: the hostile title, company and posting (plain text, and as HTML).
  const added = await graphqlFromPage<{ addJob: { id: string } }>(page, ADD_JOB, {
    input: { title: TITLE, company: COMPANY, description: DESCRIPTION },
  });
  expect(added.errors).toBeUndefined();
  const jobId = added.data?.addJob.id ?? '';
  const addedHtml = await graphqlFromPage<{ addJob: { id: string } }>(page, ADD_JOB, {
    input: {
      title: `${IMG_ONERROR} HTML posting`,
      company: COMPANY,
      description: `<p>${SCRIPT_TAG}</p>${IMG_ONERROR}<p><a href="javascript:window.__xss=9">Apply</a></p><ul><li>TypeScript</li><li>PostgreSQL</li></ul>`,
      descriptionFormat: 'html',
    },
  });
  expect(addedHtml.errors).toBeUndefined();

  // The job list.
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await expectInert(page, dialogs, 'job list');

  // The job page before tailoring: header, match and the posting as written.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  const posting = page.getByRole('region', { name: 'The posting' });
  const showAll = posting.getByText('Show the whole posting');
  if (await showAll.isVisible()) await showAll.click();
  // The posting is kept as text: Markdown stays literal, and the backend reads the tags out
  // of it (what they wrapped, such as "Read more", stays as plain words).
  await expect(posting.getByText(MARKDOWN_LINK)).toBeVisible();
  await expect(posting.getByText(/Read more \*\*Bold claim\*\*/)).toBeVisible();
  await expectInert(page, dialogs, 'job page');

  // Tailor: the tailored resume and the cover letter draft both quote the job.
  await tailorOnJobPage(page);
  const letter = page.getByRole('textbox', { name: /cover letter/i });
  await expect(letter).toBeVisible();
  expect(await letter.inputValue()).toContain('Hostile Corp');
  await expectInert(page, dialogs, 'tailored resume and cover letter');

  // Tailoring started the application: open it.
  const applicationLink = page.getByRole('link', { name: /open application/i }).first();
  await expect(applicationLink).toBeVisible();
  await applicationLink.click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByText(SCRIPT_TAG).first()).toBeVisible();
  await expectInert(page, dialogs, 'application page');

  // The dashboard's board and follow-ups.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Pipeline' })).toBeVisible();
  await expect(page.getByText(SCRIPT_TAG).first()).toBeVisible();
  await expectInert(page, dialogs, 'dashboard');

  // The case controls (the embeddable widget) list the application by the job's title.
  await page.goto('/embed/demo');
  const controls = page.locator('agent-case-controls');
  await expect(controls.getByText(TITLE).first()).toBeVisible({ timeout: 15_000 });
  await expectInert(page, dialogs, 'case controls');
});
