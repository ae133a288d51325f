/**
 * The reminder e-mail: turned on in the settings once the account's address is confirmed, at
 * an hour on the browser's own clock in a time zone of the person's choosing; "Send one now"
 * mails it at once, read here from the backend's outbox; the link at its foot stops it,
 * without a session, on a press of a button (never on opening); the settings then say it is
 * off. Before the address is confirmed the panel says why it cannot be turned on. Each state
 * is checked with axe-core and photographed in light and dark mode and at 320 px.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { browserDay } from './support/browser-day.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { confirmLinkIn, unsubscribeLinkIn, waitForMail, waitForNewerMail } from './support/mail.js';

// Not the servers' UTC, and a 24-hour clock: the e-mail goes by the zone and clock chosen here.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'en-GB' });

const JOB = { title: 'Site Reliability Engineer', company: 'Fabrikam' };

function reminderPanel(page: Page) {
  return page.getByRole('region', { name: 'Reminder e-mail' });
}

async function savedReminderEmail(page: Page) {
  const answer = await graphqlFromPage<{
    reminderEmail: { hour: number; timeZone: string; hour12: boolean } | null;
  }>(page, '{ reminderEmail { hour timeZone hour12 } }', {});
  expect(answer.errors).toBeUndefined();
  return answer.data?.reminderEmail;
}

/** Answers the GraphQL operation `operationName` with an error of `code`, as the server would. */
async function refuse(
  page: Page,
  baseURL: string | undefined,
  operationName: string,
  error: { code: string; message: string },
) {
  await page.route('**/graphql', (route) =>
    (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
    operationName
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {
            'Access-Control-Allow-Origin': new URL(baseURL ?? '').origin,
            'Access-Control-Allow-Credentials': 'true',
          },
          body: JSON.stringify({
            data: null,
            errors: [{ message: error.message, extensions: { code: error.code } }],
          }),
        })
      : route.fallback(),
  );
}

/** Confirms the account's address with the link mailed at sign-up, in this browser. */
async function confirmAddress(page: Page, email: string, baseURL: string | undefined) {
  const link = confirmLinkIn((await waitForMail(email)).text);
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeFocused();
}

test('before the address is confirmed the reminder e-mail cannot be turned on, and says why', async ({
  page,
}) => {
  const email = await signUpInBrowser(page, 'e2e-reminder-unconfirmed');
  await page.goto('/settings#reminder-email');
  const panel = reminderPanel(page);
  await expect(panel.getByRole('heading', { name: 'The reminder e-mail is off' })).toBeVisible();
  await expect(panel).toContainText(
    `Confirm your address first: the reminder e-mail goes only to a confirmed address. Open the link we e-mailed to ${email}, or send a new one from Account above.`,
  );
  await expect(panel.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  await expect(panel.getByLabel('Time of day')).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Choose another time zone' })).toBeDisabled();
  await expect(panel).toBeInViewport();
  await lookAt(page, 'reminder-email-unconfirmed');
});

test('the reminder e-mail is turned on, sent to try it, and stopped from the link at its foot', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = await signUpInBrowser(page, 'e2e-reminder');
  const signUpMail = await waitForMail(email);
  await confirmAddress(page, email, baseURL);

  // A last day to apply tomorrow: something for the e-mail to list.
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation($t: String!, $c: String!, $d: String!, $on: Date!) { addJob(input: {title: $t, company: $c, description: $d, applyBy: $on}) { id } }',
    {
      t: JOB.title,
      c: JOB.company,
      d: `${JOB.title}\n${JOB.company}\n\nRequirements\n- Go`,
      on: await browserDay(page, 1),
    },
  );
  expect(added.errors).toBeUndefined();

  // Off: 8:00 on this browser's 24-hour clock, in its zone; the link's panel is in view.
  await page.goto('/settings#reminder-email');
  const panel = reminderPanel(page);
  const hour = panel.getByLabel('Time of day');
  await expect(hour).toBeFocused();
  await expect(panel).toBeInViewport();
  await expect(hour).toHaveValue('8');
  await expect(hour.locator('option:checked')).toHaveText('08:00');
  await expect(hour.locator('option')).toHaveCount(24);
  await expect(panel.getByText('Times in Pacific/Auckland.')).toBeVisible();
  await expect(panel.getByText('Confirm your address first')).toHaveCount(0);
  await lookAt(page, 'reminder-email-off');

  // Another zone and hour, then on.
  await panel.getByRole('button', { name: 'Choose another time zone' }).click();
  const zone = panel.getByLabel('Time zone');
  await expect(zone).toBeFocused();
  await zone.selectOption('Europe/Berlin');
  await expect(panel.getByText('Times in Europe/Berlin.')).toBeVisible();
  await hour.selectOption({ label: '07:00' });
  await lookAt(page, 'reminder-email-zone');
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    /^The reminder e-mail is on\. Next one: (Today|Tomorrow), 07:00\.$/,
  );
  const sendNow = panel.getByRole('button', { name: 'Send one now' });
  await expect(sendNow).toBeFocused();
  expect(await savedReminderEmail(page)).toEqual({
    hour: 7,
    timeZone: 'Europe/Berlin',
    hour12: false,
  });

  // The server's: still on after a reload.
  await page.reload();
  await expect(panel.getByRole('heading', { name: 'The reminder e-mail is on' })).toBeVisible();
  await expect(panel).toContainText(
    `It goes to ${email} at 07:00, Europe/Berlin time, on the days something is due.`,
  );
  await expect(panel).toContainText(/Next one: (Today|Tomorrow), 07:00, if that day has/);
  await expect(panel).toContainText('Last one: none sent yet');
  await lookAt(page, 'reminder-email-on');

  // Sent now, it lists the last day to apply.
  await sendNow.click();
  await expect(panel.getByRole('status')).toHaveText(`Sent to ${email} — it listed 1 thing.`);
  await expect(panel).toContainText(/Last one: Today, \d\d:\d\d/);
  await lookAt(page, 'reminder-email-sent');
  const mail = await waitForNewerMail(email, signUpMail);
  expect(mail.subject).toContain('1 last day to apply');
  expect(mail.text).toContain(JOB.title);
  expect(mail.text).toContain('This e-mail comes at 07:00 (Europe/Berlin)');
  expect(mail.text).toContain(`${new URL(baseURL ?? '').origin}/settings#reminder-email`);
  const unsubscribe = unsubscribeLinkIn(mail.text);
  expect(unsubscribe.origin).toBe(new URL(baseURL ?? '').origin);
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+>$/);

  // Opened from the e-mail, the page asks first: mail scanners open links too.
  await page.goto(`${unsubscribe.pathname}${unsubscribe.hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop the reminder e-mails?');
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Stop the reminder e-mails' })).toBeVisible();
  expect(await savedReminderEmail(page)).not.toBeNull();
  await lookAt(page, 'unsubscribe-ready');

  await page.getByRole('button', { name: 'Stop the reminder e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'The reminder e-mails are off' })).toBeFocused();
  expect(await savedReminderEmail(page)).toBeNull();
  await lookAt(page, 'unsubscribe-done');

  // Back in the settings it is off, ready to be turned on again.
  await page.getByRole('link', { name: 'Turn them on again' }).click();
  await expect(page).toHaveURL(/\/settings#reminder-email$/);
  await expect(panel.getByRole('heading', { name: 'The reminder e-mail is off' })).toBeVisible();
  await expect(hour).toBeFocused();
  await expect(hour).toHaveValue('8');
  await expect(panel.getByRole('button', { name: 'Turn on' })).toBeEnabled();

  // The link works again, and says the same: it is off.
  await page.goto(`${unsubscribe.pathname}${unsubscribe.hash}`);
  await page.getByRole('button', { name: 'Stop the reminder e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'The reminder e-mails are off' })).toBeFocused();
});

test('the panel says what the server refused, and turns the e-mail off', async ({
  page,
  baseURL,
}) => {
  const email = await signUpInBrowser(page, 'e2e-reminder-refused');
  await confirmAddress(page, email, baseURL);
  await page.goto('/settings#reminder-email');
  const panel = reminderPanel(page);
  const turnOn = panel.getByRole('button', { name: 'Turn on' });

  // The server finds the address unconfirmed (the page's idea of it was stale): the panel
  // believes it, and says why, until the page is read again.
  await refuse(page, baseURL, 'SettingsSetReminderEmail', {
    code: 'EMAIL_NOT_CONFIRMED',
    message: 'Confirm your e-mail address first',
  });
  await turnOn.click();
  await expect(page.locator(':focus')).toContainText('Confirm your address first');
  await expect(turnOn).toBeDisabled();
  await page.unroute('**/graphql');
  await page.reload();
  await expect(panel.getByText('Confirm your address first')).toHaveCount(0);

  await turnOn.click();
  const sendNow = panel.getByRole('button', { name: 'Send one now' });
  await expect(sendNow).toBeFocused();

  // Nothing is due in a new account: it says so. Three an hour, then the wait in words.
  for (let sent = 0; sent < 3; sent += 1) {
    await sendNow.click();
    await expect(panel.getByRole('status')).toHaveText(
      `Sent to ${email} — nothing was due today, so it says so.`,
    );
  }
  await sendNow.click();
  await expect(panel.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    /^Only 3 can be sent an hour to try it\. Try again in \d+ minutes?\.$/,
  );
  await expect(panel.getByRole('status')).toHaveText('');

  // A server that sends no e-mail says so in its own words.
  const mailless = 'This server cannot send e-mail; ask its operator';
  await refuse(page, baseURL, 'SettingsSendReminderEmailNow', {
    code: 'MAIL_UNAVAILABLE',
    message: mailless,
  });
  await sendNow.click();
  await expect(panel.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(`${mailless}.`);
  await page.unroute('**/graphql');

  await panel.getByRole('button', { name: 'Turn off' }).click();
  await expect(panel.getByRole('status')).toHaveText('The reminder e-mail is off.');
  await expect(turnOn).toBeFocused();
  expect(await savedReminderEmail(page)).toBeNull();
});

test('the unsubscribe page says when its link is cut short or forged', async ({ page }) => {
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop the reminder e-mails' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to Settings' }),
  ).toHaveAttribute('href', '/settings#reminder-email');
  await lookAt(page, 'unsubscribe-incomplete');

  // The shape of a token, not one this server signed.
  await page.goto(`/unsubscribe#token=${randomUUID()}.${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Stop the reminder e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeFocused();
  await lookAt(page, 'unsubscribe-invalid');
});
