/**
 * The weekly goal: the dashboard's "This week" card counts the applications sent since Monday
 * and, without a goal, leads to the settings' field; there 0 is refused by the field with the
 * server's own words before anything is sent, and 2 is saved. The card then counts against it:
 * one application sent through the API, the next moved to Applied on the board, which meets
 * the goal. Cleared, the card counts alone again. Each state is checked with axe-core and
 * photographed in light and dark mode and at 320 px.
 */
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { startApplication } from './support/applications.js';
import { lookAt } from './support/look-at.js';
import { ok } from './support/matched-application.js';

// Not the servers' UTC: the week is counted on the browser's calendar.
test.use({ timezoneId: 'Pacific/Auckland' });

const REFUSAL = 'The goal is a whole number of applications from 1 to 100 a week';

test('the weekly goal is set in the settings and counted on the dashboard as applications go out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpInBrowser(page, 'e2e-weekly-goal');

  // No goal yet: the week's count, and the way to set one.
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.getByRole('status')).toHaveText('No applications sent yet this week');
  await expect(week.locator('time')).toHaveText(/^Week of Mon, [A-Z][a-z]{2} \d{1,2}$/);
  await expect(week.getByRole('progressbar')).toHaveCount(0);
  await lookAt(page, 'weekly-goal-none');

  await week.getByRole('link', { name: 'Set a weekly goal' }).click();
  await expect(page).toHaveURL(/\/settings#weekly-goal$/);
  const panel = page.getByRole('region', { name: 'Weekly goal' });
  const field = panel.getByLabel('Applications a week');
  await expect(field).toBeFocused();
  await expect(panel).toBeInViewport();
  await expect(field).toHaveValue('');

  // 0 is refused by the field in the server's words, before anything is sent.
  await field.fill('0');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText(`${REFUSAL}.`)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  const refused = await graphqlFromPage(
    page,
    'mutation { setWeeklyApplicationGoal(goal: 0) { id } }',
    {},
  );
  expect(refused.errors?.[0]?.message).toBe(REFUSAL);
  expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  await lookAt(page, 'weekly-goal-refused');

  await field.fill('2');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Weekly goal saved: 2 applications a week.');
  await page.reload();
  await expect(panel.getByLabel('Applications a week')).toHaveValue('2');
  await lookAt(page, 'weekly-goal-settings');

  // One sent through the API, one still at Draft.
  const sent = await startApplication(page, { title: 'Platform Engineer', company: 'Contoso' });
  await startApplication(page, { title: 'Data Engineer', company: 'Contoso' });
  await ok(
    page,
    'mutation($id: ID!) { moveApplication(input: {id: $id, status: applied}) { id } }',
    { id: sent },
  );
  await page.goto('/dashboard');
  await expect(week.getByRole('status')).toHaveText('1 of 2 applications sent');
  const bar = week.getByRole('progressbar', { name: 'Weekly application goal' });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  await expect(bar).toHaveAttribute('aria-valuemax', '2');
  await expect(week.getByText('Goal met')).toHaveCount(0);
  await lookAt(page, 'weekly-goal-progress');

  // The other moved to Applied on the board: the card counts it without a reload.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Data Engineer' }) })
    .filter({ has: page.getByRole('button', { name: /move/i }) });
  await card.getByRole('button', { name: /move/i }).click();
  await page
    .getByRole('list', { name: 'Move “Data Engineer” to' })
    .getByRole('button', { name: 'Applied' })
    .click();
  await expect(week.getByRole('status')).toHaveText('2 of 2 applications sent Goal met');
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(bar).toHaveAttribute('aria-valuetext', '2 of 2 applications sent. Goal met');
  // The Move menu scrolled the page: the card is photographed from the top.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await lookAt(page, 'weekly-goal-met');

  // Cleared, the card counts alone again.
  await week.getByRole('link', { name: 'Change goal' }).click();
  await expect(page).toHaveURL(/\/settings#weekly-goal$/);
  await expect(field).toHaveValue('2');
  await field.fill('');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Weekly goal cleared.');
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(week.getByRole('status')).toHaveText('2 applications sent this week');
  await expect(week.getByRole('link', { name: 'Set a weekly goal' })).toBeVisible();
  await expect(week.getByRole('progressbar')).toHaveCount(0);
});
