import { expect, type Page } from '@playwright/test';

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
