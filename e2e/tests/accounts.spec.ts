import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser, TEST_PASSWORD } from './support/accounts.js';

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign-up checks its fields before calling the API', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'new-password',
  );

  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail').fill('someone@example.com');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

  // The show/hide toggle reveals what was typed.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

  await page.screenshot({ path: test.info().outputPath('sign-up-errors.png'), fullPage: true });
});

test('an account signs up, signs out, signs in and manages a token shown once', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;

  // Settings needs a session: visitors are sent to sign in first.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fsettings|\/sign-in\?next=\/settings/);

  await page.getByRole('link', { name: 'Create an account' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new account lands on its dashboard; settings are one click away in the app's header.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByText('No tokens yet')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.screenshot({ path: test.info().outputPath('sign-in.png'), fullPage: true });

  // A wrong password is refused with the API's message.
  await signIn(page, email, 'not the password');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'E-mail or password is incorrect',
  );
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // Scopes are required.
  await page.getByLabel('Token name').fill('Nightly import');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Choose at least one scope.')).toBeVisible();

  await page.getByRole('checkbox', { name: /^cases:read/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();

  const secretField = page.getByLabel('New API token');
  await expect(secretField).toHaveValue(/^ra_pat_/);
  const secret = await secretField.inputValue();
  await expect(
    page.getByText('This is the only time it is shown.', { exact: false }),
  ).toBeVisible();

  const row = page.getByRole('listitem', { name: 'Nightly import' });
  await expect(row).toBeVisible();
  await expect(row.getByText('cases:read')).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();

  await page.screenshot({
    path: test.info().outputPath('settings-token-light.png'),
    fullPage: true,
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({
    path: test.info().outputPath('settings-token-dark.png'),
    fullPage: true,
  });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretField).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(secret);

  // After a reload the secret is gone for good; the list keeps only its prefix.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);
  const shownPrefix = (await row.locator('code').innerText()).replace(/…$/, '');
  expect(shownPrefix.length).toBeGreaterThan(0);
  expect(shownPrefix.length).toBeLessThan(secret.length);
  expect(secret.startsWith(shownPrefix)).toBe(true);

  // Revoking asks first; cancelling keeps the token.
  await row.getByRole('button', { name: /Revoke/ }).click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Revoke/ }).click();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No tokens yet')).toBeVisible();

  await page.reload();
  await expect(page.getByText('No tokens yet')).toBeVisible();
});

test('changing the password signs out the other devices and keeps this one', async ({
  page,
  browser,
}) => {
  const email = await signUpInBrowser(page, 'e2e-password');
  // A second device signed in to the same account.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, email, TEST_PASSWORD);
  await expect(other).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  const form = page.getByRole('region', { name: 'Password' });
  // The current password is checked by the server, and the answer shown by its field.
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password').fill('a brand new passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is incorrect')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Password changed. One other session was signed out.',
  );
  await expect(form.getByLabel('New password')).toHaveValue('');

  // This device is still signed in; the other one is sent to sign in, where only the new
  // password works.
  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/sign-in/);
  await signIn(other, email, TEST_PASSWORD);
  await expect(other.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'E-mail or password is incorrect',
  );
  await signIn(other, email, 'a brand new passphrase');
  await expect(other).toHaveURL(/\/dashboard$/);
  await otherDevice.close();
});

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

test('the settings page lists the signed-in devices and signs them out', async ({
  page,
  browser,
}) => {
  const email = await signUpInBrowser(page, 'e2e-sessions');
  // Two more devices, told apart by the User-Agent they sign in with.
  const laptopContext = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const phoneContext = await browser.newContext({ userAgent: SAFARI_ON_IPHONE });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  for (const device of [laptop, phone]) {
    await signIn(device, email, TEST_PASSWORD);
    await expect(device).toHaveURL(/\/dashboard$/);
  }
  /** Whether the device still gets in: signed out, the page sends it to sign in. */
  const isSignedIn = async (device: Page) => {
    await device.goto('/settings');
    const account = device.getByTestId('account-email');
    await expect(
      account.or(device.getByRole('heading', { level: 1, name: 'Sign in' })),
    ).toBeVisible();
    return account.isVisible();
  };

  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Sessions' });
  const rows = panel.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  // This browser first (Playwright's desktop Chrome), with no button to sign itself out here.
  await expect(rows.first()).toHaveAccessibleName(/^Chrome on \w+, this device$/);
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  const phoneRow = panel.getByRole('listitem', { name: 'Safari on iPhone', exact: true });
  await expect(phoneRow.getByText('127.0.0.1')).toBeVisible();
  await expect(phoneRow.getByText('Active')).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: 'Firefox on Linux', exact: true }),
  ).toBeVisible();

  await phoneRow.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(panel.getByRole('status')).toHaveText('Safari on iPhone signed out.');
  await expect(rows).toHaveCount(2);
  expect(await isSignedIn(phone)).toBe(false);
  expect(await isSignedIn(laptop)).toBe(true);

  await panel.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(panel.getByRole('status')).toHaveText('One other session signed out.');
  await expect(rows).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);
  expect(await isSignedIn(laptop)).toBe(false);
  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(rows).toHaveCount(1);
  await Promise.all([laptopContext.close(), phoneContext.close()]);
});

test('the account downloads its data, then deletion asks for the password and removes it everywhere', async ({
  page,
  browser,
}) => {
  const email = await signUpInBrowser(page, 'e2e-delete');
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, email, TEST_PASSWORD);
  await expect(other).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  // First a copy of everything, as the panel suggests.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^resume-agent-export-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    user: { email: string };
    sessions: unknown[];
  };
  expect(exported.user.email).toBe(email);
  expect(exported.sessions).toHaveLength(2);
  await expect(page.getByRole('region', { name: 'Your data' }).getByRole('status')).toHaveText(
    `Saved ${download.suggestedFilename()}.`,
  );

  const panel = page.getByRole('region', { name: 'Delete account' });
  await panel.getByRole('button', { name: 'Delete account…' }).click();
  const form = panel.getByRole('form', { name: 'Confirm deleting your account' });
  const password = form.getByLabel('Your password');
  await expect(password).toBeFocused();
  // Cancel puts the button back, focused; nothing was sent.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Delete account…' })).toBeFocused();

  await panel.getByRole('button', { name: 'Delete account…' }).click();
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText('Enter your password to delete your account.')).toBeVisible();
  await password.fill('not the password');
  await password.press('Enter');
  await expect(form.getByText('That is not your password.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText(email);

  await panel.getByRole('button', { name: 'Delete account…' }).click();
  await form.getByLabel('Your password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-deleted.png'), fullPage: true });

  // Gone for this browser, the other device, and the password.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/sign-in/);
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/sign-in/);
  await signIn(other, email, TEST_PASSWORD);
  await expect(other.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'E-mail or password is incorrect',
  );
  await otherDevice.close();
});
