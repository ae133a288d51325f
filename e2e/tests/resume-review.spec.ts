/**
 * The resume page's "Review": what a careful reader would flag in the resume being edited, each
 * finding with a button to its field. It reviews the unsaved draft, so fixing a bullet makes its
 * finding go away before anything is saved; counts that change are announced. A bullet opening
 * with "I" and one written twice are put right at one press. A finding the
 * person disagrees with is set aside on the resume, kept by the server, and brought back.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { seriousAxeViolations, useColorScheme } from './support/axe.js';
import { graphqlFromPage } from './support/graphql.js';
import { horizontalOverflow, NARROW_PHONE } from './support/layout.js';

// Outside the repository: photographs to look at, not to commit.
const SHOTS = process.env.REVIEW_SHOTS_DIR ?? '/tmp/review-shots';

// No e-mail address; the first highlight opens weakly, the second speaks in the first person.
const RESUME = {
  basics: {
    name: 'Riley Review',
    label: 'Backend Engineer',
    phone: '+49 30 1234567',
    summary:
      'Backend engineer with eight years of Go and TypeScript services behind payment and billing products.',
    location: { city: 'Berlin', countryCode: 'DE' },
  },
  work: [
    {
      name: 'Acme',
      position: 'Senior Engineer',
      startDate: '2021-03',
      highlights: [
        'Responsible for the billing service and its on-call rota of 12 engineers',
        'I moved 40 services from Heroku to Kubernetes in six months',
        'Cut checkout latency by 40% by caching prices in Redis',
      ],
    },
    {
      name: 'Globex',
      position: 'Software Engineer',
      startDate: '2017-01',
      endDate: '2021-02',
      highlights: [
        'Built the partner API in Go, serving 300 companies',
        'Shipped a React dashboard used by 50 support agents',
      ],
    },
  ],
  education: [
    { institution: 'TU Berlin', studyType: 'B.Sc.', area: 'Computer Science', endDate: '2016' },
  ],
  skills: [{ name: 'Languages', keywords: ['Go', 'TypeScript', 'SQL'] }],
};

// Most of what the review checks at once: nothing to reach the person by, weak and short
// bullets, no skills and no education.
const SPARSE_RESUME = {
  basics: { name: 'Sam Sparse' },
  work: [
    {
      name: 'Initech',
      position: 'Developer',
      startDate: '2019-05',
      highlights: [
        'Responsible for the reporting tool used by the finance team',
        'Worked on the customer portal and its login pages',
        'Helped with the migration of the old database to the cloud',
        'Bug fixes',
        'Team player who is hard-working and detail-oriented at all times',
      ],
    },
  ],
};

async function importResume(page: Page, resume: object): Promise<void> {
  const answer = await graphqlFromPage(
    page,
    'mutation($t: String!) { importResume(input: {format: json, text: $t}) { resume { id } } }',
    { t: JSON.stringify(resume) },
  );
  expect(answer.errors).toBeUndefined();
}

/** The card, once its first review is on screen. */
async function openReview(page: Page): Promise<Locator> {
  await page.goto('/resume');
  const review = page.getByRole('region', { name: 'Review', exact: true });
  await expect(review).toBeVisible();
  await expect(review).toHaveAttribute('aria-busy', 'false');
  return review;
}

/**
 * Light and dark photographs of the card and of the page around it, on a wide screen and at
 * 320 px, each checked with axe. Windows tall enough for the whole card: the save bar, stuck to
 * the bottom of the window, would otherwise cover its end.
 */
async function photograph(page: Page, review: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const viewport = page.viewportSize();
  for (const [width, label] of [
    [1280, 'wide'],
    [NARROW_PHONE.width, '320'],
  ] as const) {
    if (width === NARROW_PHONE.width) {
      await page.setViewportSize(NARROW_PHONE);
      await expect.poll(() => horizontalOverflow(page), { message: `${name} at 320 px` }).toBe(0);
    }
    await page.setViewportSize({ width, height: 2000 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await useColorScheme(page, colorScheme);
      await review.screenshot({ path: `${SHOTS}/${name}-card-${label}-${colorScheme}.png` });
      await page.screenshot({ path: `${SHOTS}/${name}-page-${label}-${colorScheme}.png` });
      expect(await seriousAxeViolations(page), `${name} ${label} ${colorScheme}`).toEqual([]);
    }
  }
  await useColorScheme(page, 'light');
  if (viewport) await page.setViewportSize(viewport);
}

/** Where an element sits once it has stopped moving (a smooth scroll has ended). */
async function settledTop(locator: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const top = (await locator.boundingBox())?.y ?? Number.NaN;
      const isStill = top === last;
      last = top;
      return isStill;
    })
    .toBe(true);
  return last;
}

test('the review lists what to fix in the draft, follows edits unsaved, and leads to each field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'resume-review');
  await importResume(page, RESUME);
  const review = await openReview(page);

  await expect(review).toContainText('1 to fix · 2 suggestions');
  const toFix = review.getByRole('list', { name: /^To fix/ });
  const suggestions = review.getByRole('list', { name: /^Suggestions/ });
  await expect(toFix.getByRole('listitem')).toHaveCount(1);
  await expect(toFix.getByRole('button', { name: 'Go to field: E-mail' })).toBeVisible();
  const weakOpening = suggestions.getByRole('listitem').filter({ hasText: 'Responsible for' });
  await expect(weakOpening).toHaveCount(1);
  await expect(weakOpening).toContainText('Senior Engineer, Acme · Highlight 1');
  await expect(
    weakOpening.getByRole('button', { name: 'Go to field: Highlight 1 of Senior Engineer, Acme' }),
  ).toBeVisible();
  // The first review is the page drawing itself: nothing is announced for it.
  const announcement = page.getByRole('status').filter({ hasText: /^Review:/ });
  await expect(announcement).toHaveCount(0);

  await photograph(page, review, 'review');

  // "Go to field" focuses the field the finding is about.
  await weakOpening
    .getByRole('button', { name: 'Go to field: Highlight 1 of Senior Engineer, Acme' })
    .click();
  const firstHighlight = page.getByRole('textbox', {
    name: 'Highlight 1 of Senior Engineer at Acme',
  });
  await expect(firstHighlight).toBeFocused();
  await expect(firstHighlight).toBeInViewport();

  // Fixed in the draft, not saved: the finding goes, and the new counts are announced.
  const before = await settledTop(firstHighlight);
  await firstHighlight.fill('Led the billing service and its on-call rota of 12 engineers');
  await expect(weakOpening).toHaveCount(0);
  await expect(review).toContainText('1 to fix · 1 suggestion');
  await expect(announcement).toHaveText('Review: 1 to fix, 1 suggestion.');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  // The card shrank above the field being typed in; the field stayed where it was.
  expect(Math.abs((await settledTop(firstHighlight)) - before)).toBeLessThan(2);

  await suggestions
    .getByRole('button', { name: 'Go to field: Highlight 2 of Senior Engineer, Acme' })
    .click();
  await expect(
    page.getByRole('textbox', { name: 'Highlight 2 of Senior Engineer at Acme' }),
  ).toBeFocused();

  await toFix.getByRole('button', { name: 'Go to field: E-mail' }).click();
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(email).toBeFocused();
  await page.keyboard.type('riley@example.com');
  await expect(toFix).toHaveCount(0);
  await expect(review).toContainText('Nothing to fix · 1 suggestion');
  await expect(announcement).toHaveText('Review: nothing to fix, 1 suggestion.');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // One press starts the bullet with its verb instead of "I": in the draft, focus on it.
  const secondHighlight = page.getByRole('textbox', {
    name: 'Highlight 2 of Senior Engineer at Acme',
  });
  await suggestions.getByRole('button', { name: 'Start with the verb' }).click();
  await expect(secondHighlight).toHaveValue(
    'Moved 40 services from Heroku to Kubernetes in six months',
  );
  await expect(secondHighlight).toBeFocused();
  await expect(suggestions).toHaveCount(0);

  // A bullet written twice is a problem, and "Remove this one" takes the repeat out again.
  await page.getByRole('button', { name: 'Add highlight' }).first().click();
  const fourthHighlight = page.getByRole('textbox', {
    name: 'Highlight 4 of Senior Engineer at Acme',
  });
  await fourthHighlight.fill('Cut checkout latency by 40% by caching prices in Redis.');
  const repeat = review.getByRole('listitem').filter({ hasText: 'The same bullet' });
  await repeat.getByRole('button', { name: 'Remove this one' }).click();
  await expect(fourthHighlight).toHaveCount(0);
  await expect(
    page.getByRole('textbox', { name: 'Highlight 3 of Senior Engineer at Acme' }),
  ).toBeFocused();
  await expect(repeat).toHaveCount(0);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  // A verb opening three bullets of a job is swapped for one that claims the same, and that no
  // bullet beside it opens with ("Built" does already, so "Wrote").
  const addToGlobex = page.getByRole('button', { name: 'Add highlight' }).nth(1);
  for (const [index, text] of [
    'Developed the partner portal for 300 companies',
    'Developed a billing export used by 40 teams',
    'Developed the fraud rules that cut chargebacks by 30%',
  ].entries()) {
    await addToGlobex.click();
    await page
      .getByRole('textbox', {
        name: `Highlight ${String(index + 3)} of Software Engineer at Globex`,
      })
      .fill(text);
  }
  const repeated = review.getByRole('listitem').filter({ hasText: '"Developed" opens 3' });
  await photograph(page, repeated, 'review-repeated-verb');
  await repeated.getByRole('button', { name: 'Start with "Wrote"' }).click();
  const fifth = page.getByRole('textbox', { name: 'Highlight 5 of Software Engineer at Globex' });
  await expect(fifth).toHaveValue('Wrote the fraud rules that cut chargebacks by 30%');
  await expect(fifth).toBeFocused();
  await expect(repeated).toHaveCount(0);
});

test('a long review shows the first findings, and all of them on request', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'resume-review-long');
  await importResume(page, SPARSE_RESUME);
  const review = await openReview(page);

  const findings = review.getByRole('listitem');
  const showAll = review.getByRole('button', { name: /^Show all \d+$/ });
  await expect(showAll).toBeVisible();
  const total = Number((await showAll.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(8);
  await expect(findings).toHaveCount(6);
  // Problems come first.
  await expect(review.getByRole('heading', { level: 4 }).first()).toHaveText(/^To fix/);
  await photograph(page, review, 'review-long');

  await showAll.click();
  await expect(findings).toHaveCount(total);
  await expect(review.getByRole('button', { name: 'Show fewer' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 2400 });
  await review.screenshot({ path: `${SHOTS}/review-long-all-light.png` });

  // A section with nothing in it yet: the button leads to its Add button.
  await review.getByRole('button', { name: 'Go to field: Skills' }).click();
  await expect(page.getByRole('button', { name: 'Add a skill group' })).toBeFocused();
});

test('a review that fails says why, and runs again on "Try again"', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'resume-review-failed');
  await importResume(page, RESUME);
  // The first review is held, photographed while it runs, then refused.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reviewAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    reviewAsked = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('ResumePageReview')) return route.fallback();
    reviewAsked();
    await held;
    return route.abort('connectionrefused');
  });
  await page.goto('/resume');
  const review = page.getByRole('region', { name: 'Review', exact: true });
  // The panel has asked, so it has replaced the placeholder its code loaded behind: the card on
  // screen from here on is the one that waits, not the placeholder about to be swapped out.
  await asked;
  await expect(review).toContainText('Checking your resume…');
  await expect(review).toHaveAttribute('aria-busy', 'true');
  mkdirSync(SHOTS, { recursive: true });
  await review.screenshot({ path: `${SHOTS}/review-checking-light.png` });
  const heightOf = async () => (await review.boundingBox())?.height ?? 0;
  const heldHeight = await heightOf();
  expect(heldHeight).toBeGreaterThan(0);

  release();
  await expect(review).toContainText('Could not check this resume.');
  await expect(review).toContainText('Could not reach the server.');
  await review.screenshot({ path: `${SHOTS}/review-failed-light.png` });
  await useColorScheme(page, 'dark');
  await review.screenshot({ path: `${SHOTS}/review-failed-dark.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await useColorScheme(page, 'light');

  await page.unroute('**/graphql');
  await review.getByRole('button', { name: 'Try again' }).click();
  await expect(review).toContainText('1 to fix · 2 suggestions');
  // What the card held while it waited is about what the findings take: within half of their
  // height either way, that is between two thirds and twice the height held.
  const message = `the card held ${String(heldHeight)} px while it waited`;
  await expect.poll(heightOf, { message }).toBeGreaterThan((heldHeight * 2) / 3);
  await expect.poll(heightOf, { message }).toBeLessThan(heldHeight * 2);
});

/** The resume as the server keeps it: its version and the findings set aside on it. */
async function storedResume(page: Page): Promise<{ version: number; ignoredFindings: string[] }> {
  const answer = await graphqlFromPage<{
    resumes: { version: number; ignoredFindings: string[] }[];
  }>(page, 'query { resumes { version ignoredFindings } }', {});
  expect(answer.errors).toBeUndefined();
  const [resume] = answer.data?.resumes ?? [];
  if (!resume) throw new Error('No resume stored');
  return resume;
}

test('a finding set aside leaves the list and the counts, is kept, and is brought back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpInBrowser(page, 'resume-review-ignore');
  await importResume(page, RESUME);
  const { version } = await storedResume(page);
  const review = await openReview(page);
  await expect(review).toContainText('1 to fix · 2 suggestions');
  const suggestions = review.getByRole('list', { name: /^Suggestions/ });
  const firstPerson = suggestions.getByRole('listitem').filter({ hasText: 'Highlight 2' });
  await expect(firstPerson).toHaveCount(1);
  const message = (await firstPerson.locator('p').first().textContent()) ?? '';
  await expect(firstPerson.getByRole('button', { name: 'Ignore' })).toHaveAccessibleDescription(
    message,
  );

  // Ignored: out of the list and the counts, under "Ignored", which takes the focus.
  await firstPerson.getByRole('button', { name: 'Ignore' }).click();
  await expect(firstPerson).toHaveCount(0);
  await expect(review).toContainText('1 to fix · 1 suggestion');
  const ignored = review.getByText(/^Ignored \(\d+\)$/);
  await expect(ignored).toHaveText('Ignored (1)');
  await expect(ignored).toBeFocused();
  const announcement = page.getByRole('status').filter({ hasText: /^Review:/ });
  await expect(announcement).toHaveText('Review: 1 to fix, 1 suggestion.');
  // Not an edit of the resume: nothing unsaved, the version as it was.
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await storedResume(page)).ignoredFindings).toHaveLength(1);
  expect((await storedResume(page)).version).toBe(version);

  await ignored.click();
  const ignoredList = review.getByRole('list', { name: 'Ignored findings' });
  await expect(ignoredList.getByRole('listitem')).toHaveCount(1);
  await expect(ignoredList).toContainText(message);
  await expect(ignoredList).toContainText('Senior Engineer, Acme · Highlight 2');
  await photograph(page, review, 'review-ignored');

  // Kept: after a reload it is still set aside, and an edit elsewhere leaves it so.
  const again = await openReview(page);
  await expect(again).toContainText('1 to fix · 1 suggestion');
  await expect(again.getByText('Ignored (1)')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('riley@example.com');
  await expect(again).toContainText('Nothing to fix · 1 suggestion');
  await expect(again.getByText('Ignored (1)')).toBeVisible();

  // Brought back: in the list and the counts again, and no longer kept as set aside.
  await again.getByText('Ignored (1)').click();
  await again
    .getByRole('list', { name: 'Ignored findings' })
    .getByRole('button', { name: 'Bring back' })
    .click();
  await expect(again).toContainText('Nothing to fix · 2 suggestions');
  await expect(suggestions.getByRole('listitem').filter({ hasText: 'Highlight 2' })).toHaveCount(1);
  await expect(again.getByText(/^Ignored/)).toHaveCount(0);
  await expect.poll(async () => (await storedResume(page)).ignoredFindings).toEqual([]);
});
