/**
 * "Write an e-mail" to a contact: the draft the application calls for comes chosen, written from
 * the job, the base resume and the match, in a dialog; edits are kept per kind and across
 * closing it; the mail app's link carries the edited subject and text; Copy puts the text on
 * the clipboard. Before applying, a friend is asked for a referral and the recruiter gets the
 * application, which then moves to Applied from the dialog. The contact saves to an address book
 * as a vCard.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { lookAt } from './support/look-at.js';
import { ok, startMatchedApplication } from './support/matched-application.js';

test('a follow-up to a recruiter is drafted, edited and handed to the mail app', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpInBrowser(page, 'e2e-contact-message');
  const applicationId = await startMatchedApplication(page, 'applied');
  await ok(page, 'mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
    i: { applicationId, name: 'Priya Raman', role: 'Recruiter', email: 'priya@brightwave.example' },
  });
  await page.goto(`/applications/${applicationId}`);

  const item = page
    .getByRole('region', { name: 'Contacts' })
    .getByRole('listitem')
    .filter({ hasText: 'Priya Raman' });
  const write = item.getByRole('button', { name: 'Write an e-mail to Priya Raman' });
  await write.click();
  const panel = page.getByRole('dialog', { name: 'E-mail to Priya Raman' });
  await expect(panel.getByRole('heading', { name: 'E-mail to Priya Raman' })).toBeFocused();

  // Applied, no interview yet: a follow-up, from the posting's skills the resume shows.
  await expect(panel.getByRole('radio', { name: 'Follow up' })).toBeChecked();
  const subject = panel.getByLabel('Subject');
  const message = panel.getByLabel('Message');
  await expect(subject).toHaveValue('Following up: Frontend Engineer at Brightwave');
  await expect(message).toHaveValue(
    /^Dear Priya Raman,\n\nI applied for the Frontend Engineer role at Brightwave on /,
  );
  await expect(message).toHaveValue(
    /it asks for React, TypeScript and CSS, which my experience covers/,
  );
  await expect(message).toHaveValue(/Kind regards,\nSam Rivera\n\+1 555 0100$/);
  const followUp = await message.inputValue();
  expect(followUp).not.toContain('Rust');
  await lookAt(page, 'contact-message');

  // Edits stay with their kind while another kind is looked at.
  await message.fill(`${followUp}\n\nP.S. Happy to send work samples.`);
  await panel.getByText('Thank you', { exact: true }).click();
  await expect(subject).toHaveValue('Thank you: Frontend Engineer at Brightwave');
  await expect(message).toHaveValue(/Thank you for taking the time to speak with me about/);
  await panel.getByText('Follow up', { exact: true }).click();
  await expect(message).toHaveValue(/P\.S\. Happy to send work samples\.$/);

  // The mail app gets the address, the subject and the text as edited.
  const href = await panel.getByRole('link', { name: 'Open in mail app' }).getAttribute('href');
  const mailto = new URL(href ?? '');
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe('priya@brightwave.example');
  expect(mailto.searchParams.get('subject')).toBe('Following up: Frontend Engineer at Brightwave');
  expect(mailto.searchParams.get('body')).toBe(
    `${followUp}\n\nP.S. Happy to send work samples.`.replace(/\n/g, '\r\n'),
  );

  await panel.getByRole('button', { name: 'Copy message' }).click();
  await expect(panel.getByRole('status').first()).toHaveText('Message copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${followUp}\n\nP.S. Happy to send work samples.`,
  );

  // Handed off: "Sent it?" marks the day in touch, which the card then shows.
  await expect(panel.getByText('Sent it?')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark Priya Raman as contacted today' }).click();
  await expect(panel.getByText('Priya Raman: last contacted today.')).toBeVisible();
  await lookAt(page, 'contact-message-sent');
  await expect(item).toContainText('Last contacted today');

  // Closed and opened again, the dialog keeps what was written in it.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(write).toBeFocused();
  await write.click();
  await expect(message).toHaveValue(/P\.S\. Happy to send work samples\.$/);

  // So does a reload of the page (the tab's session storage keeps the edits).
  await page.reload();
  await item.getByRole('button', { name: 'Write an e-mail to Priya Raman' }).click();
  await expect(message).toHaveValue(/P\.S\. Happy to send work samples\.$/);

  await panel.getByRole('button', { name: 'Back to the draft' }).click();
  await expect(message).toHaveValue(followUp);
  // Dropped edits stay dropped after a reload.
  await page.reload();
  await item.getByRole('button', { name: 'Write an e-mail to Priya Raman' }).click();
  await expect(message).toHaveValue(followUp);

  // Escape closes the dialog and gives focus back to the button that opened it.
  await message.press('Escape');
  await expect(panel).toBeHidden();
  await expect(write).toBeFocused();

  // The person saved to an address book: a vCard with the job's company as organisation.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: /^Save to your contacts/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('priya-raman.vcf');
  const card = readFileSync(await download.path())
    .toString('utf8')
    .replace(/\r\n /g, '');
  expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(card).toContain('FN:Priya Raman\r\n');
  expect(card).toContain('ORG:Brightwave\r\n');
  expect(card).toContain('TITLE:Recruiter\r\n');
  expect(card).toContain('EMAIL;TYPE=INTERNET:priya@brightwave.example\r\n');
});

test('with an offer, the e-mail asks to discuss its pay, or accepts or declines it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-offer-message');
  const applicationId = await startMatchedApplication(page, 'offer');
  await ok(page, 'mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
    i: { applicationId, name: 'Marcus Chen', role: 'Hiring manager' },
  });
  await ok(
    page,
    'mutation($id: ID!, $i: OfferInput!) { recordOffer(applicationId: $id, input: $i) { id } }',
    {
      id: applicationId,
      i: {
        currency: 'USD',
        baseAmount: 152_000,
        period: 'year',
        startsOn: '2027-01-04',
        respondBy: '2026-12-04',
      },
    },
  );
  await page.goto(`/applications/${applicationId}`);
  await page.getByRole('button', { name: 'Write an e-mail to Marcus Chen' }).click();
  const panel = page.getByRole('dialog', { name: 'E-mail to Marcus Chen' });

  // At Offer: a talk about the pay before answering, from the offer as written down.
  await expect(panel.getByRole('radio', { name: 'Discuss the pay' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Ask for feedback' })).toHaveCount(0);
  const message = panel.getByLabel('Message');
  await expect(message).toHaveValue(/Before I answer by Friday, 4 December, /);
  await expect(message).toHaveValue(/revisit the base salary of \$152,000 a year\?/);
  await lookAt(page, 'contact-message-offer');

  await panel.getByText('Accept the offer', { exact: true }).click();
  await expect(panel.getByLabel('Subject')).toHaveValue(
    'Accepting the offer: Frontend Engineer at Brightwave',
  );
  await expect(message).toHaveValue(/I confirm my start on Monday, 4 January\./);
  await panel.getByText('Decline the offer', { exact: true }).click();
  await expect(message).toHaveValue(/I have decided to decline it\./);
});

test('before applying, a friend is asked for a referral and the recruiter gets the application', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpInBrowser(page, 'e2e-application-email');
  const applicationId = await startMatchedApplication(page, 'ready');
  const { application } = await ok<{ application: { job: { id: string } } }>(
    page,
    'query($id: ID!) { application(id: $id) { job { id } } }',
    { id: applicationId },
  );
  const jobId = application.job.id;
  await ok(page, 'mutation($i: UpdateJobInput!) { updateJob(input: $i) { id } }', {
    i: { id: jobId, url: 'https://brightwave.example/careers/42' },
  });
  for (const contact of [
    { name: 'Jo Park', role: 'Friend, engineer at Brightwave', email: 'jo@example.com' },
    { name: 'Priya Raman', role: 'Recruiter', email: 'priya@brightwave.example' },
  ])
    await ok(page, 'mutation($i: AddContactInput!) { addContact(input: $i) { id } }', {
      i: { applicationId, ...contact },
    });
  await page.goto(`/applications/${applicationId}`);

  // A friend at the company: a request for a referral, with the posting to look at.
  await page.getByRole('button', { name: 'Write an e-mail to Jo Park' }).click();
  const friend = page.getByRole('dialog', { name: 'E-mail to Jo Park' });
  await expect(friend.getByRole('radio', { name: 'Ask for a referral' })).toBeChecked();
  await expect(friend.getByLabel('Subject')).toHaveValue(
    'Would you refer me for Frontend Engineer at Brightwave?',
  );
  await expect(friend.getByLabel('Message')).toHaveValue(
    /^Hi Jo,\n\nI am about to apply for the Frontend Engineer role at Brightwave and wanted to ask whether you would be willing to refer me\. The role asks for React, TypeScript and CSS, which is the work I do\. The posting is here: https:\/\/brightwave\.example\/careers\/42\n/,
  );
  await lookAt(page, 'contact-message-referral');
  await friend.getByRole('button', { name: 'Close' }).click();

  // The recruiter: the application itself, the resume and letter to attach from the job page.
  await page.getByRole('button', { name: 'Write an e-mail to Priya Raman' }).click();
  const panel = page.getByRole('dialog', { name: 'E-mail to Priya Raman' });
  await expect(panel.getByRole('radio', { name: 'Send the application' })).toBeChecked();
  await expect(panel.getByLabel('Subject')).toHaveValue(
    'Application: Frontend Engineer at Brightwave – Sam Rivera',
  );
  await expect(panel.getByLabel('Message')).toHaveValue(
    /Brightwave \(https:\/\/brightwave\.example\/careers\/42\)\. I have attached my resume and a cover letter\./,
  );
  await expect(panel.getByRole('link', { name: 'job page' })).toHaveAttribute(
    'href',
    `/jobs/${jobId}#tailored`,
  );
  await expect(panel.getByText('Sent the application?')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Copy message' }).click();

  // Handed off: the application moves to Applied from here, and the page follows.
  await panel.getByRole('button', { name: 'Move it to Applied' }).click();
  await expect(panel.getByText('Moved to Applied.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Currently Applied.');
  // The kind being written stays offered, now beside those an application sent calls for.
  await expect(panel.getByRole('radio', { name: 'Send the application' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Follow up' })).toBeVisible();
  await lookAt(page, 'contact-message-applied');
});
