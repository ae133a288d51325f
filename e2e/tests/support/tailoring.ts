import { expect, type Locator, type Page } from '@playwright/test';

/** A short posting for Northwind Traders: three must-haves the fixture resumes show. */
export const NORTHWIND_POSTING = `Senior Backend Engineer
Northwind Traders — Remote (EU)

Requirements
- 5+ years of experience with TypeScript and Node.js
- Strong PostgreSQL skills
- Experience with Kubernetes`;

/** A job page's "Tailored resume" part: its downloads, review line, editor and comparison. */
export function tailoredSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Tailored resume', exact: true });
}

/** From the jobs page: paste `posting`, add it as a job and wait on its page; returns its URL. */
export async function addPastedJob(page: Page, posting: string): Promise<string> {
  await page.goto('/jobs');
  await page.getByRole('textbox', { name: 'Job posting', exact: true }).fill(posting);
  await page.getByRole('button', { name: 'Add job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  return page.url();
}

/** On a job page: tailor the base resume to the job and wait until the result is shown. */
export async function tailorOnJobPage(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Tailored resume' })
    .getByRole('button', { name: 'Tailor resume & draft cover letter' })
    .click();
  // Tailoring runs the engine on the server; on two busy cores it can take seconds.
  await expect(page.getByRole('button', { name: 'Tailor again' }).first()).toBeVisible({
    timeout: 30_000,
  });
}
