/**
 * The calendar feed: a secret iCalendar address made on the settings page, which calendar apps
 * read without signing in. It holds the last day to apply to a job; a new address retires the
 * old one at once, and turning the feed off retires the address it had.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { browserDay } from './support/browser-day.js';

const TITLE = 'Platform Engineer';
const COMPANY = 'Northwind Traders';

/** The feed's status and its text unfolded (RFC 5545 §3.1: long lines go on after CRLF + space). */
async function readFeed(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; type: string; text: string }> {
  const response = await request.get(url);
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    text: (await response.text()).replace(/\r\n[ \t]/g, ''),
  };
}

test('a calendar address serves the last day to apply and stops working when replaced or turned off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-calendar-feed');
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation($t: String!, $c: String!, $d: String!, $on: Date!) { addJob(input: {title: $t, company: $c, description: $d, applyBy: $on}) { id } }',
    {
      t: TITLE,
      c: COMPANY,
      d: `${TITLE}\n${COMPANY}\n\nRequirements\n- Go`,
      on: await browserDay(page, 3),
    },
  );
  expect(added.errors).toBeUndefined();

  // The dashboard's "Due this week" lists the job, and leads to the settings' Calendar panel.
  await page.goto('/dashboard');
  const due = page.getByRole('region', { name: 'Due this week' });
  await expect(due.getByRole('link', { name: TITLE })).toBeVisible();
  await due.getByRole('link', { name: 'Add these days to your calendar' }).click();
  await expect(page).toHaveURL(/\/settings#calendar$/);
  const panel = page.getByRole('region', { name: 'Calendar', exact: true });
  await expect(panel.getByText('No calendar address yet')).toBeVisible();
  await expect(panel).toBeInViewport();
  await lookAt(page, 'settings-calendar-none');

  // Created, the address takes focus, ready to copy.
  await panel.getByRole('button', { name: 'Create calendar address' }).click();
  const address = panel.getByLabel('Calendar address');
  await expect(address).toBeFocused();
  const firstUrl = await address.inputValue();
  expect(firstUrl).toMatch(/^http:\/\/localhost:4000\/api\/calendar\/[^/]+\.ics$/);
  await expect(panel.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    firstUrl.replace(/^http:/, 'webcal:'),
  );
  await expect(panel.getByText('1 event now')).toBeVisible();
  await expect(panel.getByText('No calendar app has read it yet')).toBeVisible();

  // What a calendar app reads, without the session.
  const feed = await readFeed(request, firstUrl);
  expect(feed.status).toBe(200);
  expect(feed.type).toContain('text/calendar');
  expect(feed.text).toContain('BEGIN:VCALENDAR');
  expect(feed.text).toContain(TITLE);

  // The read is noted: the panel says so when it looks again.
  await page.reload();
  await expect(panel.getByText(/^Last read by a calendar app just now$/)).toBeVisible();

  // Copy puts the address on the clipboard; where the clipboard refuses, it is selected.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(panel.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
  });
  await panel.getByRole('button', { name: /^Cop/ }).click();
  await expect(panel.getByText(/Press Ctrl\+C/)).toBeVisible();
  await expect(address).toBeFocused();
  await lookAt(page, 'settings-calendar-feed');

  // A new address: asked once; the old one answers 404 at once, the new one the feed.
  await panel.getByRole('button', { name: 'New address' }).click();
  const confirmNew = panel.getByRole('group', { name: 'Confirm a new address' });
  await expect(confirmNew.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await lookAt(page, 'settings-calendar-confirm-new');
  await confirmNew.getByRole('button', { name: 'Yes, new address' }).click();
  await expect(address).not.toHaveValue(firstUrl);
  await expect(panel.getByRole('button', { name: 'New address' })).toBeFocused();
  const secondUrl = await address.inputValue();
  expect((await readFeed(request, firstUrl)).status).toBe(404);
  const renewed = await readFeed(request, secondUrl);
  expect(renewed.status).toBe(200);
  expect(renewed.text).toContain(TITLE);

  // Turned off: the address answers 404, and the panel offers to create one again.
  await panel.getByRole('button', { name: 'Turn off' }).click();
  const confirmOff = panel.getByRole('group', { name: 'Confirm turning off the calendar feed' });
  await expect(confirmOff).toContainText('stop updating');
  await confirmOff.getByRole('button', { name: 'Yes, turn off' }).click();
  await expect(panel.getByText('No calendar address yet')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Create calendar address' })).toBeFocused();
  expect((await readFeed(request, secondUrl)).status).toBe(404);

  // And it stays off.
  await page.reload();
  await expect(panel.getByText('No calendar address yet')).toBeVisible();
});
