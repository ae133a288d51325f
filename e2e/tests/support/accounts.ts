import { expect, type Page } from '@playwright/test';

export const TEST_PASSWORD = 'correct horse battery staple';

/** Signs a new account up through the sign-up page; it lands on its dashboard. */
export async function signUpInBrowser(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
