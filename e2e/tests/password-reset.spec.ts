import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser, TEST_PASSWORD } from './support/accounts.js';
import { seriousAxeViolations, useColorScheme } from './support/axe.js';
import { horizontalOverflow, NARROW_PHONE } from './support/layout.js';
import { resetLinkIn, waitForMail } from './support/mail.js';

const NEW_PASSWORD = 'a freshly chosen passphrase';

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.goto('/settings');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/**
 * Screenshots and an accessibility check on a desktop in light mode and on the narrowest
 * phone in dark mode: states only reached through the flow, which accessibility.spec.ts skips.
 */
async function checkBothWays(page: Page, name: string) {
  expect(await seriousAxeViolations(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize(NARROW_PHONE);
  // Waits for the colour transitions, which would otherwise be caught halfway.
  await useColorScheme(page, 'dark');
  expect(await horizontalOverflow(page), `${name} on a narrow phone`).toBe(0);
  expect(await seriousAxeViolations(page), `${name} on a phone in dark mode`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-phone-dark.png`), fullPage: true });
  await useColorScheme(page, 'light');
  if (desktop) await page.setViewportSize(desktop);
}

test('a forgotten password is replaced through the e-mailed link, which works once', async ({
  page,
  baseURL,
}) => {
  const email = await signUpInBrowser(page, 'e2e-reset');
  await signOut(page);

  // The address typed on sign-in comes along to the forgot-password page.
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send the link' }).click();

  const sent = page.getByRole('heading', { name: 'Check your inbox' });
  await expect(sent).toBeFocused();
  await expect(page.getByRole('main')).toContainText(
    `If an account uses ${email}, we have sent it a link to choose a new password.`,
  );
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await checkBothWays(page, 'forgot-password-sent');

  const mail = await waitForMail(email);
  const link = resetLinkIn(mail.text);
  // The backend's APP_ORIGIN is this frontend, so the link leads straight back to it.
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  const linkPath = `${link.pathname}${link.hash}`;

  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const newPassword = page.getByLabel('New password');
  await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
  // The token leaves the address bar as soon as the page has read it.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await checkBothWays(page, 'reset-password-form');

  await newPassword.fill('short');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await newPassword.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();

  // Signed in by the reset itself.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  // Signed in, the password form leads to the same link for a forgotten current password.
  await expect(page.getByRole('link', { name: 'Forgot your current password?' })).toHaveAttribute(
    'href',
    `/forgot-password?email=${encodeURIComponent(email)}`,
  );
  await page.getByRole('link', { name: 'Forgot your current password?' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-password.png') });
  await signOut(page);

  await signIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'E-mail or password is incorrect',
  );
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // The link worked once.
  await page.goto(linkPath);
  await page.getByLabel('New password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link is invalid, used or expired' }),
  ).toBeFocused();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link without its token says so and leads to a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
