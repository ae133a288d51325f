/**
 * The people of an application, on its page: added with every field (the form refuses a bad
 * e-mail address before sending anything), listed with links to write, call and look them up,
 * changed, marked as contacted today, kept across a reload and removed after a confirmation.
 * What a person typed is shown as text, never as markup; an application holds 50 at most.
 * Each state is checked with axe-core and photographed in light and dark mode and at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { browserDay } from './support/browser-day.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';

const ADA = {
  name: 'Ada Lovelace',
  role: 'Hiring manager',
  email: 'ada.lovelace@example.com',
  phone: '+44 20 7946 0958',
  profile: 'linkedin.com/in/ada-lovelace',
  notes: 'Met at the analytical engines meetup.\nPrefers e-mail.',
};

/** A job and its application; the application's id. */
async function startApplication(page: Page): Promise<string> {
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation($d: String!, $t: String!, $c: String!) { addJob(input: {description: $d, title: $t, company: $c}) { id } }',
    {
      d: 'Platform Engineer\nNorthwind Traders — Remote\n\nRequirements\n- Go',
      t: 'Platform Engineer',
      c: 'Northwind Traders',
    },
  );
  const created = await graphqlFromPage<{ createApplication: { id: string } }>(
    page,
    'mutation($j: ID!) { createApplication(jobId: $j) { id } }',
    { j: added.data?.addJob.id ?? '' },
  );
  const applicationId = created.data?.createApplication.id;
  if (!applicationId) throw new Error(`createApplication failed: ${JSON.stringify(created)}`);
  return applicationId;
}

interface StoredContact {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  notes: string | null;
  lastContactedOn: string | null;
}

async function storedContacts(page: Page, applicationId: string): Promise<StoredContact[]> {
  const answer = await graphqlFromPage<{ application: { contacts: StoredContact[] } }>(
    page,
    'query($id: ID!) { application(id: $id) { contacts { name role email phone profileUrl notes lastContactedOn } } }',
    { id: applicationId },
  );
  return answer.data?.application.contacts ?? [];
}

async function addContact(
  page: Page,
  applicationId: string,
  fields: Partial<StoredContact> & { name: string },
) {
  const answer = await graphqlFromPage(
    page,
    'mutation($i: AddContactInput!) { addContact(input: $i) { id } }',
    { i: { applicationId, ...fields } },
  );
  expect(answer.errors).toBeUndefined();
}

test('a contact is added, listed with its links, changed, marked contacted and removed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-contacts');
  const applicationId = await startApplication(page);
  await page.goto(`/applications/${applicationId}`);

  const section = page.getByRole('region', { name: 'Contacts' });
  await expect(section.getByText('Add the recruiter, the hiring manager')).toBeVisible();

  // Every add that reaches the server: the bad e-mail address below must not.
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('ApplicationPageAddContact')) adds.push(request.url());
  });

  await section.getByRole('button', { name: 'Add a contact' }).click();
  const form = section.getByRole('form', { name: 'Add a contact' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill(ADA.name);
  await form.getByLabel('Role').fill(ADA.role);
  await form.getByLabel('E-mail').fill('ada.lovelace@example');
  await form.getByLabel('Phone').fill(ADA.phone);
  await form.getByLabel('Profile link').fill(ADA.profile);
  await form.getByLabel('Last contacted').fill(await browserDay(page, -3));
  await form.getByLabel('Notes').fill(ADA.notes);
  await form.getByRole('button', { name: 'Save' }).click();

  // Said by the field, which takes focus; nothing was sent and nothing typed is lost.
  const email = form.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'Enter an e-mail address such as name@example.com.',
  );
  await expect(form.getByLabel('Notes')).toHaveValue(ADA.notes);
  expect(adds).toEqual([]);
  await lookAt(page, 'contacts-form');

  await email.fill(ADA.email);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Add a contact' })).toBeFocused();
  await expect(section.getByRole('status')).toHaveText(`Added ${ADA.name}.`);
  expect(adds).toHaveLength(1);

  const item = section.getByRole('list', { name: 'Contacts' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: ADA.name })).toBeVisible();
  await expect(item).toContainText(ADA.role);
  await expect(item).toContainText(ADA.notes);
  await expect(item).toContainText('Last contacted 3 days ago');
  await expect(item.getByRole('link', { name: ADA.email })).toHaveAttribute(
    'href',
    `mailto:${ADA.email}`,
  );
  await expect(item.getByRole('link', { name: ADA.phone })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  );
  // "https://" was added to the address typed without it.
  const profile = item.getByRole('link', { name: `${ADA.profile} (opens in a new tab)` });
  await expect(profile).toHaveAttribute('href', `https://${ADA.profile}`);
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');

  // Changed: the form opens with the contact as it is; an emptied field is cleared.
  await item.getByRole('button', { name: /^Edit/ }).click();
  const editForm = section.getByRole('form', { name: `Edit ${ADA.name}` });
  await expect(editForm.getByLabel('Name')).toBeFocused();
  await expect(editForm.getByLabel('Phone')).toHaveValue(ADA.phone);
  await expect(editForm.getByLabel('Profile link')).toHaveValue(`https://${ADA.profile}`);
  await editForm.getByLabel('Phone').fill('');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Edit/ })).toBeFocused();
  await expect(item.getByRole('link', { name: ADA.phone })).toHaveCount(0);
  await expect(item).not.toContainText(ADA.phone);

  // One press, and the button goes: it is today already.
  await item.getByRole('button', { name: /^Contacted today/ }).click();
  await expect(item).toContainText('Last contacted today');
  await expect(item.getByRole('button', { name: /^Contacted today/ })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Edit/ })).toBeFocused();

  // Kept by the server as sent.
  await page.reload();
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Last contacted today');
  await expect(item.getByRole('link', { name: ADA.email })).toBeVisible();
  await expect(item.getByRole('link', { name: /^\+44/ })).toHaveCount(0);
  expect(await storedContacts(page, applicationId)).toEqual([
    {
      name: ADA.name,
      role: ADA.role,
      email: ADA.email,
      phone: null,
      profileUrl: `https://${ADA.profile}`,
      notes: ADA.notes,
      lastContactedOn: await browserDay(page, 0),
    },
  ]);

  // Removed after one confirmation that names them; focus stays in the section.
  await item.getByRole('button', { name: /^Remove/ }).click();
  const confirmation = section.getByRole('group', { name: `Confirm: remove ${ADA.name}` });
  await expect(confirmation.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expect(confirmation).toContainText(`Remove ${ADA.name} from this application?`);
  await lookAt(page, 'contacts-remove');
  await confirmation.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('Add the recruiter, the hiring manager')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Contacts', exact: true })).toBeFocused();
  await expect(section.getByRole('status')).toHaveText(`Removed ${ADA.name}.`);
  expect(await storedContacts(page, applicationId)).toEqual([]);
});

test('what a person typed stays text; long addresses stay in their column', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-contacts-text');
  const applicationId = await startApplication(page);
  const hostileName = '<script>window.pwned = true</script>Eve';
  const hostileNotes = '<img src=x onerror="window.pwned = true"> <b>not bold</b>';
  await addContact(page, applicationId, {
    name: 'Grace Hopper',
    role: 'Recruiter',
    email: 'grace@example.com',
    phone: '+1 (555) 010-0199 ext. 12',
    profileUrl: 'https://www.linkedin.com/in/grace-hopper/',
    notes: 'Called on Monday.\nSends the take-home on Friday.',
    lastContactedOn: await browserDay(page, -20),
  });
  await addContact(page, applicationId, { name: 'Alan Turing' });
  await addContact(page, applicationId, {
    name: 'Katherine Johnson-Goble-Moore, Senior Technical Talent Acquisition Partner',
    email: `katherine.johnson.goble.moore.recruiting.team.${'x'.repeat(40)}@very-long-subdomain.northwind-traders-recruiting.example.com`,
    profileUrl: `https://careers.northwind-traders.example.com/people/recruiting/${'a'.repeat(120)}?utm_source=linkedin&utm_medium=profile`,
  });

  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Contacts' });
  const items = section.getByRole('list', { name: 'Contacts' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1).getByRole('link')).toHaveCount(0);
  await expect(items.first().getByRole('link', { name: /^\+1/ })).toHaveAttribute(
    'href',
    'tel:+15550100199;ext=12',
  );
  await lookAt(page, 'contacts-three');

  // Typed into the form: the name and notes show as written, and nothing runs.
  await section.getByRole('button', { name: 'Add a contact' }).click();
  const form = section.getByRole('form', { name: 'Add a contact' });
  await form.getByLabel('Name').fill(hostileName);
  await form.getByLabel('Notes').fill(hostileNotes);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(items).toHaveCount(4);
  await expect(items.last().getByRole('heading', { name: hostileName })).toBeVisible();
  await expect(items.last()).toContainText(hostileNotes);
  await expect(section.locator('script, img, b')).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('an application holds 50 contacts: Add goes with the fiftieth', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-contacts-full');
  const applicationId = await startApplication(page);
  for (let index = 1; index <= 49; index += 1)
    await addContact(page, applicationId, { name: `Person ${String(index)}` });

  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Contacts' });
  await section.getByRole('button', { name: 'Add a contact' }).click();
  const form = section.getByRole('form', { name: 'Add a contact' });
  await form.getByLabel('Name').fill('Person 50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('list', { name: 'Contacts' }).getByRole('listitem')).toHaveCount(
    50,
  );
  await expect(section.getByRole('button', { name: 'Add a contact' })).toHaveCount(0);
  await expect(section.getByText('An application holds at most 50 contacts.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Contacts', exact: true })).toBeFocused();

  // Read again, the card shows the first six and the rest at one press.
  await page.reload();
  const list = section.getByRole('list', { name: 'Contacts' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const more = section.getByRole('button', { name: 'Show 44 more contacts' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await lookAt(page, 'contacts-folded');
  await more.click();
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(list.getByText('Person 50', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Show fewer' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(6);

  // The server says the same to a 51st.
  const refused = await graphqlFromPage(
    page,
    'mutation($i: AddContactInput!) { addContact(input: $i) { id } }',
    { i: { applicationId, name: 'Person 51' } },
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
});
