/**
 * Unsaved resume edits are never lost unasked: leaving by an in-app link, or opening another
 * resume, asks in the page's own dialog (not the browser's confirm box), whose safe answer is
 * focused and given by Escape. Leaving anyway follows the link; the edit is not saved.
 */
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { lookAt } from './support/look-at.js';
import { importFixtureResume } from './support/resume.js';

test('leaving the resume page with unsaved edits asks first, in the page', async ({ page }) => {
  test.setTimeout(90_000);
  // The browser's own confirm box must not appear: fail if any native dialog opens.
  page.on('dialog', (dialog) => {
    throw new Error(`a native ${dialog.type()} dialog opened: ${dialog.message()}`);
  });
  await signUpInBrowser(page, 'resume-leave');
  await page.goto('/resume');
  await importFixtureResume(page);

  const name = page.getByLabel('Full name');
  await name.fill('Jordan Edited');
  const jobsLink = page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Jobs' });
  await jobsLink.click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Your unsaved changes to this resume will be lost.');
  await expect(leave.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await lookAt(page, 'resume-leave-dialog');

  // Escape is the safe answer: the page and the edit stay.
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/resume$/);
  await expect(name).toHaveValue('Jordan Edited');

  // Leaving anyway follows the link; the edit was not saved.
  await jobsLink.click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goto('/resume');
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Example');
});

test('opening another resume with unsaved edits asks first', async ({ page }) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a native ${dialog.type()} dialog opened: ${dialog.message()}`);
  });
  await signUpInBrowser(page, 'resume-switch');
  await page.goto('/resume');
  await importFixtureResume(page);
  await importFixtureResume(page);
  const resumes = page.getByRole('region', { name: 'Your resumes' });
  const other = resumes.getByRole('button', { name: /^Edit: / });
  await expect(other).toHaveCount(1);

  await page.getByLabel('Full name').fill('Jordan Edited');
  await other.click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Edited');
  await expect(other).toHaveCount(1);

  await other.click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Example');
  await expect(resumes.getByRole('button', { name: /^Editing: / })).toHaveCount(1);
});
