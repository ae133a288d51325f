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
