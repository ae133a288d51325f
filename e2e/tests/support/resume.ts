/** The fixture resume (fixtures/resume.json, Jordan Example), imported in the browser. */
import { expect, type Page } from '@playwright/test';
import { signUpInBrowser } from './accounts.js';

const resumeFile = new URL('../../fixtures/resume.json', import.meta.url);

/** Imports the fixture on /resume: the first resume, or another one beside those there. */
export async function importFixtureResume(page: Page): Promise<void> {
  if (!page.url().endsWith('/resume')) await page.goto('/resume');
  const importAnother = page.getByRole('button', { name: 'Import another resume' }).first();
  if (
    (await importAnother.count()) > 0 &&
    (await importAnother.getAttribute('aria-expanded')) !== 'true'
  )
    await importAnother.click();
  const importer = page.getByRole('form', { name: 'Import a resume' });
  await importer.getByText('JSON Resume', { exact: true }).click();
  await importer.locator('input[type="file"]').setInputFiles(resumeFile.pathname);
  await page.getByRole('button', { name: 'Import resume' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Example');
}

/** A new account with the fixture resume as its base. */
export async function signUpWithResume(page: Page, label: string): Promise<void> {
  await signUpInBrowser(page, label);
  await importFixtureResume(page);
}
