import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpInBrowser, TEST_PASSWORD } from './support/accounts.js';
import { lookAt } from './support/look-at.js';
import { confirmLinkIn, waitForMail, waitForNewerMail, type OutboxMail } from './support/mail.js';

const SIGN_UP_SUBJECT = 'Confirm your address for Resume Agent';
const CHANGE_SUBJECT = 'Confirm your new address for Resume Agent';
const CHANGE_NOTICE_SUBJECT = 'Your Resume Agent address is about to change';

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The link of a confirmation e-mail, as a path of this frontend (the backend's APP_ORIGIN). */
function linkPathIn(mail: OutboxMail, baseURL: string | undefined): string {
  const link = confirmLinkIn(mail.text);
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  return `${link.pathname}${link.hash}`;
}

function accountPanel(page: Page) {
  return page.getByRole('region', { name: 'Account', exact: true });
}

function notice(page: Page) {
  return page.getByRole('region', { name: 'Confirm your e-mail address' });
}

/** Waits for the app's header to know the user: the notice is drawn (or not) by then. */
async function waitForSession(page: Page, email: string) {
  await expect(page.getByRole('banner').getByText(email, { exact: true })).toBeVisible();
}

/** From Settings, asks to move the account to `newEmail`; the change then waits for its link. */
async function askToChangeEmail(page: Page, newEmail: string) {
  await page.goto('/settings');
  const panel = accountPanel(page);
  await panel.getByRole('button', { name: 'Change e-mail' }).click();
  const form = panel.getByRole('form', { name: 'Change your e-mail address' });
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `We sent a link to ${newEmail}. Your address changes when you open it.`,
  );
}

/** Opens a link in a browser that is signed in nowhere, as on another device, and confirms. */
async function confirmElsewhere(browser: Browser, linkPath: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(linkPath);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  return page;
}

test('a new account confirms its address with the link sent at sign-up', async ({
  page,
  baseURL,
}) => {
  const email = await signUpInBrowser(page, 'e2e-confirm');
  await waitForSession(page, email);
  await expect(notice(page)).toContainText(
    'Confirm your e-mail address: open the link we e-mailed you.',
  );
  const signUpMail = await waitForMail(email);
  expect(signUpMail.subject).toBe(SIGN_UP_SUBJECT);
  await lookAt(page, 'notice-dashboard');

  // A new link replaces the first one.
  await notice(page).getByRole('button', { name: 'Send it again' }).click();
  await expect(notice(page).getByRole('status')).toHaveText(
    `Sent to ${email}. Use the link in the newest e-mail.`,
  );
  await notice(page).screenshot({ path: test.info().outputPath('notice-sent.png') });
  const mail = await waitForNewerMail(email, signUpMail);
  expect(mail.subject).toBe(SIGN_UP_SUBJECT);

  // Dismissed, it stays away in this tab.
  await notice(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await waitForSession(page, email);
  await expect(notice(page)).toHaveCount(0);

  await page.goto('/settings');
  const panel = accountPanel(page);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(panel.getByText('Not confirmed')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send a confirmation link' })).toBeVisible();
  await lookAt(page, 'settings-unconfirmed');

  // The replaced link no longer works; the newest one does.
  const replacedPath = linkPathIn(signUpMail, baseURL);
  const linkPath = linkPathIn(mail, baseURL);
  await page.goto(replacedPath);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link is invalid, used or expired' }),
  ).toBeFocused();

  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
  // The token leaves the address bar as soon as the page has read it.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Confirm my address' })).toBeVisible();
  await lookAt(page, 'confirm-email-ready');

  // Opening the link confirms nothing by itself: mail scanners open links too.
  const settings = await page.context().newPage();
  await settings.goto('/settings');
  await expect(accountPanel(settings).getByText('Not confirmed')).toBeVisible();
  await settings.close();

  // A failure worth another try keeps the button.
  await page.route('**/api/auth/confirm-email', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: {
            'Access-Control-Allow-Origin': new URL(baseURL ?? '').origin,
            'Access-Control-Allow-Credentials': 'true',
          },
          body: JSON.stringify({ error: 503, message: 'Down', code: 'DATABASE_UNAVAILABLE' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Something went wrong on our side. Please try again.',
  );
  await lookAt(page, 'confirm-email-failed');
  await page.unroute('**/api/auth/confirm-email');

  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(
    `${email} is now the address you sign in with.`,
  );
  await lookAt(page, 'confirm-email-confirmed');

  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForSession(page, email);
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(panel.getByText('Not confirmed')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Send a confirmation link' })).toHaveCount(0);

  // Used once, the link is spent.
  await page.goto(linkPath);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link is invalid, used or expired' }),
  ).toBeFocused();
});

test('a change of address waits for the link sent to the new address', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpInBrowser(page, 'e2e-change');
  const newEmail = `moved-${email}`;
  await page.goto('/settings');
  const panel = accountPanel(page);
  await panel.getByRole('button', { name: 'Change e-mail' }).click();
  const form = panel.getByRole('form', { name: 'Change your e-mail address' });
  await expect(form.getByLabel('New e-mail address')).toBeFocused();
  await expect(form.getByLabel('New e-mail address')).toHaveAccessibleDescription(
    'We e-mail a link to the new address. Nothing changes until you open it.',
  );

  // The password is checked by the server, and the answer shown by its field.
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Password', { exact: true }).fill('not the password');
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(form.getByText('Your current password is incorrect')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change e-mail' }).click();

  await expect(panel.getByRole('status')).toHaveText(
    `We sent a link to ${newEmail}. Your address changes when you open it.`,
  );
  await expect(form).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Change e-mail' })).toBeFocused();
  const pending = panel.getByRole('heading', { name: `Waiting for confirmation: ${newEmail}` });
  await expect(pending).toBeVisible();
  await expect(panel).toContainText(
    `We sent a link to ${newEmail}; your address changes when you open it (the link works until`,
  );
  await expect(panel).toContainText(`Until then you sign in with ${email}.`);
  // The address that signs in stays, here and in the app's header.
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await waitForSession(page, email);

  // The old address is told, without a link; the new one gets the link.
  await expect.poll(async () => (await waitForMail(email)).subject).toBe(CHANGE_NOTICE_SUBJECT);
  expect((await waitForMail(email)).text).not.toContain('/confirm-email#token=');
  const mail = await waitForMail(newEmail);
  expect(mail.subject).toBe(CHANGE_SUBJECT);

  // The waiting change is the server's: it is still there after a reload.
  await page.reload();
  await expect(pending).toBeVisible();
  await lookAt(page, 'settings-pending');

  // Opened on another device, signed in nowhere.
  const elsewhere = await confirmElsewhere(browser, linkPathIn(mail, baseURL));
  await expect(elsewhere.getByRole('main')).toContainText(
    `${newEmail} is now the address you sign in with.`,
  );
  await lookAt(elsewhere, 'confirm-email-confirmed-signed-out');
  await elsewhere.context().close();

  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
  await waitForSession(page, newEmail);
  await expect(pending).toHaveCount(0);
  await expect(panel.getByText('Not confirmed')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'E-mail or password is incorrect',
  );
  await signIn(page, newEmail, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a cancelled change ends its link, and the address stays', async ({ page, baseURL }) => {
  const email = await signUpInBrowser(page, 'e2e-cancel');
  const newEmail = `moved-${email}`;
  await askToChangeEmail(page, newEmail);
  const panel = accountPanel(page);
  const firstMail = await waitForMail(newEmail);

  // Sent again, the link replaces the first.
  await panel.getByRole('button', { name: 'Send the link again' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `We sent a new link to ${newEmail}; the links sent before it no longer work.`,
  );
  const mail = await waitForNewerMail(newEmail, firstMail);
  expect(mail.subject).toBe(CHANGE_SUBJECT);

  await panel.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    `The change is cancelled: you still sign in with ${email}.`,
  );
  await expect(
    panel.getByRole('heading', { name: `Waiting for confirmation: ${newEmail}` }),
  ).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Change e-mail' })).toBeFocused();

  await page.goto(linkPathIn(mail, baseURL));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link is invalid, used or expired' }),
  ).toBeFocused();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to Settings' }),
  ).toHaveAttribute('href', '/settings');
  await lookAt(page, 'confirm-email-invalid');

  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await signIn(page, newEmail, TEST_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'E-mail or password is incorrect',
  );
});

test('a link to an address another account took meanwhile changes nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signUpInBrowser(page, 'e2e-taken');
  const newEmail = `taken-${email}`;
  await askToChangeEmail(page, newEmail);
  const mail = await waitForMail(newEmail);

  // Someone signs up with the address before the link is opened.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/sign-up');
  await other.getByLabel('E-mail').fill(newEmail);
  await other.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await otherContext.close();

  await page.goto(linkPathIn(mail, baseURL));
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { name: 'This address cannot be used' })).toBeFocused();
  await lookAt(page, 'confirm-email-rejected');
  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('the confirmation page without its token says where it opens from', async ({ page }) => {
  await page.goto('/confirm-email');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my address' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to Settings' }),
  ).toHaveAttribute('href', '/settings');
  await lookAt(page, 'confirm-email-incomplete');
});
