/**
 * An application's interviews, in a browser on Berlin time: added on the application's page
 * with a day and a time on the person's clock (sent as the instant), a video link that opens in
 * a new tab, changed, listed on the dashboard with a way back, and cancelled, after which they
 * show nowhere. Past interviews read quieter and fold after three; what a person typed is shown
 * as text, never as markup or a script link. Each state is checked with axe-core and
 * photographed in light and dark mode and at 320 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { graphqlFromPage } from './support/graphql.js';
import { lookAt } from './support/look-at.js';
import { browserDay } from './support/browser-day.js';

// Not the servers' UTC: a time read in the wrong zone would show an hour or two off.
test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

const JOB_TITLE = 'Platform Engineer';
const COMPANY = 'Northwind Traders';
const VIDEO_LINK = 'https://meet.example.com/abc-defg-hij';

/** A job and its application, moved to Applied; the application's id. */
async function startApplication(page: Page): Promise<string> {
  const added = await graphqlFromPage<{ addJob: { id: string } }>(
    page,
    'mutation($d: String!, $t: String!, $c: String!) { addJob(input: {description: $d, title: $t, company: $c}) { id } }',
    {
      d: `${JOB_TITLE}\n${COMPANY} — Remote\n\nRequirements\n- Go\n- Kubernetes`,
      t: JOB_TITLE,
      c: COMPANY,
    },
  );
  const jobId = added.data?.addJob.id ?? '';
  const created = await graphqlFromPage<{ createApplication: { id: string; version: number } }>(
    page,
    'mutation($j: ID!) { createApplication(jobId: $j) { id version } }',
    { j: jobId },
  );
  const application = created.data?.createApplication;
  if (!application) throw new Error(`createApplication failed: ${JSON.stringify(created)}`);
  const moved = await graphqlFromPage(
    page,
    'mutation($i: MoveApplicationInput!) { moveApplication(input: $i) { id } }',
    { i: { id: application.id, status: 'applied', expectedVersion: application.version } },
  );
  expect(moved.errors).toBeUndefined();
  return application.id;
}

/** The instant of `hours`:`minutes` on the browser's clock, `days` from today. */
function browserInstant(page: Page, days: number, hours: number, minutes: number) {
  return page.evaluate(
    ([offset, hour, minute]) => {
      const day = new Date();
      day.setDate(day.getDate() + offset);
      day.setHours(hour, minute, 0, 0);
      return day.toISOString();
    },
    [days, hours, minutes] as const,
  );
}

async function storedStarts(page: Page, applicationId: string): Promise<string[]> {
  const answer = await graphqlFromPage<{ application: { interviews: { startsAt: string }[] } }>(
    page,
    'query($id: ID!) { application(id: $id) { interviews { startsAt } } }',
    { id: applicationId },
  );
  return answer.data?.application.interviews.map((interview) => interview.startsAt) ?? [];
}

test('an interview is added, changed, listed on the dashboard and cancelled', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-interviews');
  const applicationId = await startApplication(page);
  const applicationUrl = `/applications/${applicationId}`;
  await page.goto(applicationUrl);

  const section = page.getByRole('region', { name: 'Interviews' });
  await expect(section.getByText('No interviews yet.')).toBeVisible();
  await lookAt(page, 'interviews-empty');

  // A day and a time are needed; the form says so by the fields and keeps what was typed.
  await section.getByRole('button', { name: 'Add an interview' }).click();
  const form = section.getByRole('form', { name: 'Add an interview' });
  const day = form.getByLabel('Day');
  await expect(day).toBeFocused();
  await form.getByLabel('Title').fill('Technical interview');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter the day and the time it starts.')).toBeVisible();
  await expect(day).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveValue('Technical interview');

  // Escape asks before dropping what was typed.
  await day.press('Escape');
  await expect(form.getByRole('group', { name: 'Confirm discarding your changes' })).toBeVisible();
  await form.getByRole('button', { name: 'Keep editing' }).click();

  await day.fill(await browserDay(page, 1));
  await form.getByLabel('Starts at').fill('14:00');
  await form.getByLabel('Duration').selectOption({ label: '45 min' });
  await form.getByLabel('Where').fill(VIDEO_LINK);
  await form.getByLabel('Notes').fill('Bring the system design notes.\nAsk about on-call.');
  await lookAt(page, 'interviews-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Add an interview' })).toBeFocused();

  // Shown on the browser's clock, and stored as that instant.
  const upcoming = section.getByRole('list', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(/Tomorrow, 14:00\s–\s14:45 · 45 min/);
  await expect(upcoming).toContainText('Technical interview');
  await expect(upcoming).toContainText('Bring the system design notes.\nAsk about on-call.');
  const link = upcoming.getByRole('link', { name: `${VIDEO_LINK} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', VIDEO_LINK);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await storedStarts(page, applicationId)).toEqual([await browserInstant(page, 1, 14, 0)]);
  // The history gains its line at once, on the person's clock.
  const history = page.getByRole('region', { name: 'History' });
  await expect(
    history.getByText(/^Interview scheduled for \w{3}, \w{3} \d{1,2}, 14:00$/),
  ).toBeVisible();

  // The application was Applied: one press moves it on.
  await section.getByRole('button', { name: 'Move to Interviewing' }).click();
  await expect(section.getByRole('button', { name: 'Move to Interviewing' })).toHaveCount(0);
  await expect(page.getByText('Currently Interviewing.')).toBeVisible();

  // Changed: the form opens with the interview as it is.
  await upcoming.getByRole('button', { name: /^Edit/ }).click();
  const editForm = section.getByRole('form', { name: 'Edit the interview' });
  await expect(editForm.getByLabel('Day')).toHaveValue(await browserDay(page, 1));
  await expect(editForm.getByLabel('Starts at')).toHaveValue('14:00');
  await expect(editForm.getByLabel('Duration')).toHaveValue('45');
  await editForm.getByLabel('Starts at').fill('15:30');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(upcoming).toContainText(/Tomorrow, 15:30\s–\s16:15 · 45 min/);
  await expect(upcoming.getByRole('button', { name: /^Edit/ })).toBeFocused();
  expect(await storedStarts(page, applicationId)).toEqual([await browserInstant(page, 1, 15, 30)]);
  await expect(history.getByText(/^Interview moved to \w{3}, \w{3} \d{1,2}, 15:30$/)).toBeVisible();

  // A file for a calendar that does not subscribe to the feed: the interview at its instant.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    upcoming.getByRole('button', { name: /^Add to calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `interview-${JOB_TITLE}-${COMPANY}`.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '.ics',
  );
  const file = readFileSync(await download.path())
    .toString('utf8')
    .replace(/\r\n /g, '');
  const instant = (await browserInstant(page, 1, 15, 30)).replace(/[-:]|\.\d{3}/g, '');
  expect(file).toContain(`DTSTART:${instant}`);
  expect(file).toContain(`SUMMARY:Technical interview: ${JOB_TITLE} at ${COMPANY}`);
  expect(file).toContain(`LOCATION:${VIDEO_LINK}`);

  // The dashboard lists it, and leads back to the application.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Upcoming interviews' });
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText(/Tomorrow, 15:30\s–\s16:15/);
  await expect(card.getByRole('listitem')).toContainText(`${COMPANY} · Technical interview`);
  await lookAt(page, 'dashboard-upcoming-interviews');
  await card.getByRole('link', { name: JOB_TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`${applicationUrl}$`));

  // Cancelled after one confirmation, in place: gone here and from the dashboard.
  await upcoming.getByRole('button', { name: /^Cancel interview/ }).click();
  const confirmation = section.getByRole('group', { name: /^Confirm: cancel interview/ });
  await expect(confirmation.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await lookAt(page, 'interviews-cancel');
  await confirmation.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(section.getByText('No interviews yet.')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(0);
  expect(await storedStarts(page, applicationId)).toEqual([]);

  // Cancelled before it took place: the history says so too.
  await expect(
    history.getByText(/^Interview on \w{3}, \w{3} \d{1,2}, 15:30 cancelled$/),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Pipeline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming interviews' })).toHaveCount(0);
});

test('past interviews read quieter and fold after three; typed text stays text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-interviews-past');
  const applicationId = await startApplication(page);
  const schedule = async (days: number, fields: Record<string, unknown> = {}) => {
    const answer = await graphqlFromPage(
      page,
      'mutation($i: ScheduleInterviewInput!) { scheduleInterview(input: $i) { id } }',
      {
        i: {
          applicationId,
          startsAt: await browserInstant(page, days, 10, 0),
          ...fields,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
  };
  await schedule(3, {
    title: 'Call with the <b>hiring manager</b>',
    location: 'javascript:alert(1)',
    notes: '<img src=x onerror=alert(1)>',
  });
  for (const days of [-2, -9, -16, -30]) await schedule(days, { title: `${-days} days ago` });

  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  const upcoming = section.getByRole('list', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText('Call with the <b>hiring manager</b>');
  await expect(upcoming).toContainText('<img src=x onerror=alert(1)>');
  await expect(upcoming.getByText('javascript:alert(1)')).toBeVisible();
  await expect(upcoming.getByRole('link')).toHaveCount(0);

  // The latest three past ones, the latest first; the fourth behind a button.
  const past = section.getByRole('list', { name: 'Past' }).getByRole('listitem');
  await expect(past).toHaveCount(3);
  await expect(past.first()).toContainText('2 days ago');
  await expect(past.first().getByRole('button', { name: /^Remove/ })).toBeVisible();
  await lookAt(page, 'interviews-past');
  await section.getByRole('button', { name: 'Show 1 more past interview' }).click();
  await expect(past).toHaveCount(4);
  await expect(past.last()).toContainText('30 days ago');
  await expect(section.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
