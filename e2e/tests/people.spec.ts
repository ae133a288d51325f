/**
 * People: everyone met through the applications, each once. Contacts written down on two
 * applications (one person on both, by the same e-mail address written with other capitals)
 * show on /people once, with both applications and how to reach them; the search narrows the
 * list, says when no one matches and is cleared. On another application at the same company,
 * adding a contact offers the people met there, and one press fills in the form. A long list
 * shows a page at first and the rest on request. Each state is checked with axe-core and
 * photographed in light and dark mode and at 320 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { browserDay } from './support/browser-day.js';
import { startApplication } from './support/applications.js';
import { lookAt } from './support/look-at.js';
import { ok } from './support/matched-application.js';

const ADA = {
  name: 'Ada Lovelace',
  role: 'Recruiter',
  email: 'ada.lovelace@example.com',
  phone: '+44 20 7946 0958',
  profileUrl: 'https://www.linkedin.com/in/ada-lovelace/',
};

async function addContact(
  page: Page,
  applicationId: string,
  fields: Record<string, string> & { name: string },
): Promise<void> {
  await ok(page, 'mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
    i: { applicationId, ...fields },
  });
}

/** The people listed, each an item of the list itself (not of their applications' lists). */
function peopleItems(page: Page): Locator {
  return page.getByRole('list', { name: 'People' }).locator(':scope > li');
}

/** The names of the people listed, in order. */
function listedNames(page: Page): Locator {
  return peopleItems(page).getByRole('heading', { level: 3 });
}

test('people met on two applications are listed once, searched, and offered on a third', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-people');

  // Nobody yet: where people come from, and the way there.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  const empty = page.getByRole('region', { name: 'No people yet' });
  await expect(empty).toContainText('added on an application’s page');
  await expect(empty.getByRole('link', { name: 'Go to your applications' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('searchbox', { name: 'Search people' })).toHaveCount(0);
  await lookAt(page, 'people-empty');

  const platformId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  const dataId = await startApplication(page, { title: 'Data Engineer', company: 'Contoso' });
  const staffId = await startApplication(page, {
    title: 'Staff Engineer',
    company: 'northwind traders',
  });
  await ok(
    page,
    'mutation($id: ID!) { moveApplication(input: {id: $id, status: applied}) { id } }',
    { id: dataId },
  );
  await addContact(page, platformId, { ...ADA, lastContactedOn: await browserDay(page, -3) });
  await addContact(page, platformId, { name: 'Grace Hopper', role: 'Hiring manager' });
  // Ada again, written down later with other capitals and nothing else: still one person.
  await addContact(page, dataId, { name: 'Ada Lovelace', email: 'Ada.Lovelace@Example.com' });
  await addContact(page, dataId, { name: 'Alan Turing', phone: '555 0100' });

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'people' })).toHaveText('3 people');
  await expect(listedNames(page)).toHaveText(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);

  const ada = page.getByRole('listitem', { name: 'Ada Lovelace' });
  await expect(ada).toContainText(ADA.role);
  await expect(ada).toContainText('Contoso');
  await expect(ada).toContainText('Northwind Traders');
  await expect(ada).toContainText('Last contacted 3 days ago');
  await expect(ada.getByRole('link', { name: /^ada\.lovelace@example\.com$/iu })).toHaveAttribute(
    'href',
    /^mailto:ada\.lovelace@example\.com$/iu,
  );
  await expect(ada.getByRole('link', { name: ADA.phone })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  );
  const profile = ada.getByRole('link', {
    name: 'linkedin.com/in/ada-lovelace (opens in a new tab)',
  });
  await expect(profile).toHaveAttribute('href', ADA.profileUrl);
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');

  // Both applications, the one she was written down on last first, each with its status.
  const applications = ada.getByRole('list', { name: 'Applications' }).getByRole('listitem');
  await expect(applications).toHaveCount(2);
  await expect(applications.nth(0)).toHaveText(/^Data Engineer at Contoso\s*Applied$/u);
  await expect(applications.nth(1)).toHaveText(/^Platform Engineer at Northwind Traders\s*Draft$/u);
  await expect(applications.nth(0).getByRole('link')).toHaveAttribute(
    'href',
    `/applications/${dataId}`,
  );
  await expect(applications.nth(1).getByRole('link')).toHaveAttribute(
    'href',
    `/applications/${platformId}`,
  );

  // Her card, for the address book.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ada.getByRole('button', { name: /^Save to your contacts \(\.vcf\)/u }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ada-lovelace.vcf');
  const card = await readFile(await download.path(), 'utf8');
  expect(card).toContain('FN:Ada Lovelace');
  expect(card).toContain('TEL;TYPE=WORK,VOICE:+44 20 7946 0958');

  // Alan has a number but no address: his card too. Grace has neither: no card to save.
  const grace = page.getByRole('listitem', { name: 'Grace Hopper' });
  await expect(grace.getByRole('button', { name: /^Save to your contacts/u })).toHaveCount(0);
  await expect(grace.getByRole('list', { name: 'Application' }).getByRole('link')).toHaveText(
    'Platform Engineer at Northwind Traders',
  );
  await lookAt(page, 'people-list');

  // The search narrows the list as typing pauses, and is kept in the address.
  const search = page.getByRole('searchbox', { name: 'Search people' });
  await search.fill('contoso');
  await expect(page).toHaveURL(/\/people\?q=contoso$/u);
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText(
    '2 people matching “contoso”',
  );
  await expect(listedNames(page)).toHaveText(['Ada Lovelace', 'Alan Turing']);
  await search.fill('hiring manager');
  await expect(listedNames(page)).toHaveText(['Grace Hopper']);
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText(
    '1 person matching “hiring manager”',
  );
  await search.fill('Babbage');
  await expect(page.getByText('No one matches “Babbage”.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'People' })).toHaveCount(0);
  await lookAt(page, 'people-no-match');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).toHaveURL(/\/people$/u);
  await expect(search).toHaveValue('');
  await expect(listedNames(page)).toHaveText(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);

  // Where she is a contact already, she is not offered again; nor is Grace.
  await ada.getByRole('link', { name: 'Platform Engineer at Northwind Traders' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${platformId}$`, 'u'));
  const section = page.getByRole('region', { name: 'Contacts' });
  const asked = page.waitForResponse(
    (response) => response.request().postData()?.includes('ApplicationPageKnownPeople') === true,
  );
  await section.getByRole('button', { name: 'Add a contact' }).click();
  const form = section.getByRole('form', { name: 'Add a contact' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await asked;
  // The answer drawn (two frames after it came), none of it is offered.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await expect(form.getByRole('region', { name: /^People you know at/u })).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Another application at the company (written in other capitals): both are offered.
  // The job's own page names them too, met through the other applications there.
  await page.goto(`/applications/${staffId}`);
  await page.getByRole('link', { name: 'Job and tailoring' }).click();
  const knownHere = page.getByRole('complementary', {
    name: 'People you know at northwind traders',
  });
  await expect(knownHere.getByRole('link')).toHaveText(['Ada Lovelace', 'Grace Hopper']);
  await expect(knownHere.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
    'href',
    '/people?q=Ada+Lovelace',
  );
  await lookAt(page, 'people-known-on-job-page');

  await page.goto(`/applications/${staffId}`);
  await section.getByRole('button', { name: 'Add a contact' }).click();
  const known = form.getByRole('region', { name: 'People you know at northwind traders' });
  await expect(known.getByRole('button')).toHaveText([
    'Fill in Ada Lovelace · Recruiter',
    'Fill in Grace Hopper · Hiring manager',
  ]);
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Notes').fill('Met again for the staff role.');
  await known.getByRole('button', { name: /Grace Hopper/u }).click();
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
  // Another pick replaces the fields, the ones she has none of emptied; the notes stay.
  await known.getByRole('button', { name: /Ada Lovelace/u }).click();
  await expect(known.getByRole('status')).toHaveText('Filled in Ada Lovelace’s details.');
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Role')).toHaveValue(ADA.role);
  await expect(form.getByLabel('E-mail')).toHaveValue(/^ada\.lovelace@example\.com$/iu);
  await expect(form.getByLabel('Phone')).toHaveValue(ADA.phone);
  await expect(form.getByLabel('Profile link')).toHaveValue(ADA.profileUrl);
  await expect(form.getByLabel('Last contacted')).toHaveValue('');
  await expect(form.getByLabel('Notes')).toHaveValue('Met again for the staff role.');
  await lookAt(page, 'people-known-at-company');

  // Filled in, the form has changes: Cancel asks before dropping them.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByRole('button', { name: /keep editing/iu })).toBeVisible();
  await form.getByRole('button', { name: /keep editing/iu }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText('Added Ada Lovelace.');

  // Now a contact here, she is offered no more; Grace still is.
  await section.getByRole('button', { name: 'Add a contact' }).click();
  await expect(known.getByRole('button')).toHaveText(['Fill in Grace Hopper · Hiring manager']);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // And on the People page she is still one person, now with three applications.
  await page.goto('/people');
  await expect(listedNames(page)).toHaveText(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
  await expect(ada.getByRole('list', { name: 'Applications' }).getByRole('listitem')).toHaveCount(
    3,
  );
});

test('a long list shows a page of people, and the rest on request', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-people-many');
  // An application holds 50 contacts: 60 people take two.
  const first = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  const second = await startApplication(page, { title: 'Data Engineer', company: 'Contoso' });
  for (let index = 1; index <= 60; index += 1)
    await addContact(page, index <= 30 ? first : second, {
      name: `Person ${String(index).padStart(2, '0')}`,
      // Every other one can be reached: only they go into the address book.
      ...(index % 2 === 0 ? { email: `person${String(index)}@example.com` } : {}),
    });

  await page.goto('/people');
  await expect(page.getByRole('status').filter({ hasText: 'people' })).toHaveText(
    'Showing 50 of 60 people',
  );
  await expect(peopleItems(page)).toHaveCount(50);
  await expect(listedNames(page).last()).toHaveText('Person 50');

  // Everyone of the search into the address book, the people not shown yet included; the list
  // on screen stays as it was.
  const [everyone] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save everyone to your contacts (.vcf)' }).click(),
  ]);
  expect(everyone.suggestedFilename()).toBe('people.vcf');
  const cards = await readFile(await everyone.path(), 'utf8');
  expect(cards.match(/^BEGIN:VCARD\r$/gmu)).toHaveLength(30);
  expect(cards).toContain('FN:Person 60\r\n');
  expect(cards).not.toContain('FN:Person 59\r\n');
  await expect(page.getByText('Saved 30 people to people.vcf.')).toBeVisible();
  await expect(peopleItems(page)).toHaveCount(50);

  const more = page.getByRole('button', { name: 'Show 10 more' });
  await more.click();
  await expect(peopleItems(page)).toHaveCount(60);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ people$/ })).toHaveText(
    '60 people',
  );
  await expect(more).toHaveCount(0);
  // The button went with the last page: focus is on the first person it added.
  await expect(page.getByRole('heading', { name: 'Person 51' })).toBeFocused();
  await expect(listedNames(page).last()).toHaveText('Person 60');
});
