/**
 * "Prepare for the interview" on an application being interviewed for: the resume's lines to
 * tell as stories with the must-haves they prove, the must-have it lacks to have an answer for,
 * and a skill only listed, read from the application's match when opened.
 */
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { lookAt } from './support/look-at.js';
import { startMatchedApplication } from './support/matched-application.js';

test('an application in interviews shows what to prepare from its match', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-interview-prep');
  const applicationId = await startMatchedApplication(page, 'interviewing');
  await page.goto(`/applications/${applicationId}`);

  const section = page.getByRole('region', { name: 'Interviews' });
  const toggle = section.getByRole('button', { name: 'Prepare for the interview' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const stories = section.getByRole('list').filter({ hasText: 'Built a design system' });
  const story = stories.getByRole('listitem').filter({ hasText: 'Built a design system' });
  await expect(story).toContainText('React');
  await expect(story).toContainText('TypeScript');
  await expect(story.locator('blockquote')).toHaveText(
    'Built a design system in React and TypeScript used by 40 engineers',
  );
  // CSS is only listed under Skills: a story still to find.
  await expect(
    stories.getByRole('listitem').filter({ hasText: 'Only listed under Skills' }),
  ).toContainText('CSS');
  await expect(
    section.getByRole('heading', { name: 'Questions to have an answer for' }),
  ).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: /^Rust$/ })).toBeVisible();
  await lookAt(page, 'interview-prep');

  await toggle.click();
  await expect(section.getByRole('heading', { name: 'Stories to have ready' })).toHaveCount(0);
});

test('an application not yet in interviews offers no preparation', async ({ page }) => {
  await signUpInBrowser(page, 'e2e-interview-prep-none');
  const applicationId = await startMatchedApplication(page, 'applied');
  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  await expect(section.getByRole('button', { name: 'Add an interview' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Prepare for the interview' })).toHaveCount(0);
});
