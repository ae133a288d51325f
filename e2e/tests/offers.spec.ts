/**
 * The offer of an application at the Offer stage: written down on its page (the form refuses a
 * day past 2099 before sending anything, and shows the server's refusal by its field), shown
 * with its first-year total and beside the posting's pay, changed (a yearly bonus typed as a
 * percentage is saved as its amount), compared with another offer on the dashboard, listed
 * among the offers to answer this week, and removed after a confirmation. Each state is
 * checked with axe-core and photographed in light and dark mode and at 320 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { browserDay } from './support/browser-day.js';
import { lookAt } from './support/look-at.js';
import { ok } from './support/matched-application.js';

/** A job whose posting states its pay, and its application moved to Offer; the application's id. */
async function applicationAtOffer(
  page: Page,
  { title, company, pay }: { title: string; company: string; pay: string },
): Promise<string> {
  const { addJob } = await ok<{ addJob: { id: string } }>(
    page,
    'mutation($d: String!, $t: String!, $c: String!) { addJob(input: {description: $d, title: $t, company: $c}) { id } }',
    {
      d: `${title}\n${company} — Remote\n\nRequirements\n- Go\n\nCompensation\n- ${pay}`,
      t: title,
      c: company,
    },
  );
  const { createApplication } = await ok<{ createApplication: { id: string } }>(
    page,
    'mutation($j: ID!) { createApplication(jobId: $j) { id } }',
    { j: addJob.id },
  );
  for (const status of ['applied', 'interviewing', 'offer'])
    await ok(
      page,
      'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
      { id: createApplication.id, s: status },
    );
  return createApplication.id;
}

/** What the summary's figure `term` says ("First year", "Answer by"). */
function figure(scope: Locator, term: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
}

test('an offer is written down, changed, compared on the dashboard, due this week and removed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpInBrowser(page, 'e2e-offers');
  const staffId = await applicationAtOffer(page, {
    title: 'Staff Engineer',
    company: 'Northwind Traders',
    pay: '$140,000 – $160,000 a year',
  });
  // A second offer, written down through the API: less in its first year, answered later.
  const platformId = await applicationAtOffer(page, {
    title: 'Platform Engineer',
    company: 'Contoso',
    pay: '$130,000 – $150,000 a year',
  });
  await ok(
    page,
    'mutation($id: ID!, $i: OfferInput!) { recordOffer(applicationId: $id, input: $i) { id } }',
    {
      id: platformId,
      i: {
        currency: 'USD',
        baseAmount: 150_000,
        period: 'year',
        yearlyBonus: 10_000,
        respondBy: await browserDay(page, 12),
      },
    },
  );
  // A third at Offer with nothing written down yet.
  await applicationAtOffer(page, {
    title: 'Data Engineer',
    company: 'Fabrikam',
    pay: '$120,000 – $140,000 a year',
  });

  await page.goto(`/applications/${staffId}`);
  const section = page.getByRole('region', { name: 'Offer', exact: true });
  await expect(section.getByText('Write down what they offered')).toBeVisible();
  await lookAt(page, 'offer-empty');

  // Every save that reaches the server: the day past 2099 below must not.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('ApplicationPageRecordOffer')) saves.push(request.url());
  });

  await section.getByRole('button', { name: 'Write down the offer' }).click();
  const form = section.getByRole('form', { name: 'Write down the offer' });
  await expect(form.getByLabel('Base pay')).toBeFocused();
  // In the posting's currency and period.
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await expect(form.getByLabel('Paid')).toHaveValue('year');
  await form.getByLabel('Base pay').fill('155,000');
  await form.getByLabel('Signing bonus').fill('20000');
  await form.getByLabel('Yearly bonus').fill('5500');
  await form.getByLabel('Equity').fill('0.05% over 4 years');
  await form.getByLabel('Start date').fill(await browserDay(page, 30));
  await form.getByLabel('Answer by').fill('2100-01-01');
  await form.getByLabel('Notes').fill('Remote two days a week.');
  await form.getByRole('button', { name: 'Save' }).click();

  const answerBy = form.getByLabel('Answer by');
  await expect(answerBy).toBeFocused();
  await expect(answerBy).toHaveAttribute('aria-invalid', 'true');
  await expect(answerBy).toHaveAccessibleDescription(/^Enter a day from 2000 to 2099\./);
  expect(saves).toEqual([]);
  await lookAt(page, 'offer-form');

  const respondBy = await browserDay(page, 4);
  await answerBy.fill(respondBy);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText('Wrote down the offer.');
  await expect(section.getByRole('button', { name: /^Edit/ })).toBeFocused();
  expect(saves).toHaveLength(1);

  await expect(section).toContainText('$155,000 a year');
  await expect(section).toContainText("Within the posting's $140K–$160K a year");
  // 155,000 + 20,000 + 5,500: the server's total.
  await expect(figure(section, 'First year')).toContainText('$180,500');
  await expect(figure(section, 'Signing bonus')).toHaveText('$20,000');
  await expect(figure(section, 'Equity')).toHaveText('0.05% over 4 years');
  await expect(figure(section, 'Answer by')).toContainText('In 4 days');
  await expect(section).toContainText('Remote two days a week.');
  await lookAt(page, 'offer-filled');

  // Changed: a yearly bonus as a percentage of the yearly base is saved as its amount.
  await section.getByRole('button', { name: /^Edit/ }).click();
  const editForm = section.getByRole('form', { name: 'Edit the offer' });
  await expect(editForm.getByLabel('Base pay')).toHaveValue('155000');
  await editForm.getByLabel('Yearly bonus').fill('10%');
  await expect(editForm.getByLabel('Yearly bonus')).toHaveAccessibleDescription(
    '10% of $155,000 a year is $15,500.',
  );
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText('Saved the offer.');
  await expect(figure(section, 'Yearly bonus')).toHaveText('$15,500');
  await expect(figure(section, 'First year')).toContainText('$190,500');
  // The history keeps each version's pay, so a negotiation reads back, at once.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Offer written down', { exact: true })).toBeVisible();
  await expect(history.getByText('$155,000 a year, $180,500 in the first year')).toBeVisible();
  await expect(history.getByText('Offer changed', { exact: true })).toBeVisible();
  await expect(history.getByText('$155,000 a year, $190,500 in the first year')).toBeVisible();

  // What the server refuses is said by its field: a day past 2099, slipped past the form.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: Record<string, unknown> };
    } | null;
    if (body?.operationName !== 'ApplicationPageRecordOffer' || !body.variables?.input)
      return route.continue();
    body.variables.input.respondBy = '2100-01-01';
    return route.continue({ postData: JSON.stringify(body) });
  });
  await section.getByRole('button', { name: /^Edit/ }).click();
  await editForm.getByLabel('Notes').fill('Remote two days a week. Asked for three.');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm.getByLabel('Answer by')).toHaveAttribute('aria-invalid', 'true');
  await expect(editForm.getByLabel('Answer by')).toBeFocused();
  await expect(editForm.getByLabel('Answer by')).toHaveAccessibleDescription(/2099-12-31/);
  await page.unroute('**/graphql');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(section).toContainText('Asked for three.');

  // The dashboard: both offers side by side, the one to answer first on top and marked for its
  // first year; the application without one leads to its page; and the answer due this week.
  await page.goto('/dashboard');
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  const rows = offers.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Staff Engineer');
  await expect(rows.nth(0)).toContainText('Highest first year');
  await expect(figure(rows.nth(0), 'First year')).toHaveText('$190,500');
  await expect(figure(rows.nth(0), 'Yearly base')).toHaveText('$155,000');
  await expect(rows.nth(1)).toContainText('Platform Engineer');
  await expect(rows.nth(1)).not.toContainText('Highest first year');
  await expect(figure(rows.nth(1), 'First year')).toHaveText('$160,000');
  await expect(rows.nth(2)).toContainText('Data Engineer');
  await expect(
    rows.nth(2).getByRole('link', { name: 'Write down the offer for Data Engineer' }),
  ).toBeVisible();

  const toAnswer = page
    .getByRole('region', { name: 'Due this week' })
    .getByRole('list', { name: 'Offers to answer' })
    .getByRole('listitem');
  await expect(toAnswer).toHaveCount(1);
  await expect(toAnswer).toContainText('Staff Engineer');
  await expect(toAnswer).toContainText(/Answer by (Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
  await lookAt(page, 'offers-dashboard');

  // Removed after a confirmation: the card offers to write one down again.
  await rows.nth(0).getByRole('link', { name: 'Staff Engineer' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${staffId}$`));
  await section.getByRole('button', { name: /^Remove/ }).click();
  const confirm = section.getByRole('group', { name: 'Confirm: remove the offer' });
  await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByRole('status')).toHaveText('Removed the offer.');
  await expect(section.getByRole('button', { name: 'Write down the offer' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Offer' })).toBeFocused();
  const stored = await ok<{ application: { offer: unknown } }>(
    page,
    'query($id: ID!) { application(id: $id) { offer { currency } } }',
    { id: staffId },
  );
  expect(stored.application.offer).toBeNull();
});
