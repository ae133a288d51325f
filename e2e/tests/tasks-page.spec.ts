/**
 * The Tasks page: every open task of the applications in progress on one page (those of an
 * application withdrawn left out), grouped by the person's own day (overdue, today, tomorrow,
 * this week, later, no day) and counted; a task is checked off right there (it leaves, Undo
 * brings it back, the server keeps it done) and leads to its application, whose Tasks section
 * leads back, as does the dashboard's "Due this week". A fresh account sees where tasks come
 * from. A task is added there to an application chosen by its job. The last ones done are folded
 * under the list and open again from there. "Day" gives a task another day from the list. A check-off that fails puts the task back and says
 * why. Photographed in light and dark mode and at 320 px, and checked
 * with axe-core.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { moveAlong, startApplication } from './support/applications.js';
import { browserDay } from './support/browser-day.js';
import { lookAt } from './support/look-at.js';
import { addTask, storedTasks, titlesOf } from './support/tasks.js';
import { ok } from './support/matched-application.js';

const GRAPHQL = 'http://localhost:4000/graphql';

const REFERRAL = 'Ask Marcus for a referral';
const PORTFOLIO = 'Send the portfolio';
const CASE = 'Prepare the system design case';
const SLOT = 'Confirm the interview slot';
const START = 'Negotiate the start date';
const BLOG = 'Read their engineering blog';
const THANKS = 'Send thank-you notes';

/** Whether the server keeps the application's task of that title as done. */
async function isStoredDone(page: Page, applicationId: string, title: string): Promise<boolean> {
  return (await storedTasks(page, applicationId)).some(
    (task) => task.title === title && task.isDone,
  );
}

/** The groups' titles, in the order the page draws them. */
function groupTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('list')
    .evaluateAll((lists) =>
      lists.map((list) => {
        const id = list.getAttribute('aria-labelledby') ?? '';
        return document.getElementById(id)?.textContent ?? '';
      }),
    );
}

test('every open task is listed by its day, checked off there, and leads to its application', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-tasks-page');

  // A fresh account: the page says where tasks come from.
  await page.goto('/tasks');
  await expect(page).toHaveTitle(/^Tasks/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const empty = page.getByRole('region', { name: 'Nothing to do right now' });
  await expect(empty).toContainText('Tasks are added to applications in progress');
  await expect(page.getByRole('region', { name: 'Add a task' })).toHaveCount(0);
  await expect(empty.getByRole('link', { name: 'Go to your applications' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await lookAt(page, 'tasks-page-empty');

  // The dashboard leads here even when nothing is due this week (once there is an application,
  // "Due this week" is drawn).
  const backend = await startApplication(page, { title: 'Backend Engineer', company: 'Fabrikam' });
  await page.goto('/dashboard');
  const dueThisWeek = page.getByRole('region', { name: 'Due this week' });
  const allTasks = dueThisWeek.getByRole('link', { name: 'All open tasks' });
  await expect(dueThisWeek.getByText('Nothing due in the next 7 days.')).toBeVisible();
  await allTasks.click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(empty).toBeVisible();

  const platform = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  const withdrawn = await startApplication(page, { title: 'Data Engineer', company: 'Contoso' });
  await addTask(page, backend, REFERRAL, await browserDay(page, -2));
  await addTask(page, backend, PORTFOLIO, await browserDay(page, 0));
  await addTask(page, backend, START, await browserDay(page, 12));
  await addTask(page, backend, BLOG, null);
  await addTask(page, platform, CASE, await browserDay(page, 1));
  await addTask(page, platform, SLOT, await browserDay(page, 3));
  await addTask(page, platform, THANKS, null);
  // An application that ended: its task is no longer something to do.
  await addTask(page, withdrawn, 'Reply to the recruiter', await browserDay(page, 0));
  await moveAlong(page, withdrawn, ['withdrawn']);
  // And a task done already.
  const done = await addTask(page, platform, 'Update the resume', await browserDay(page, 0));
  await ok(
    page,
    'mutation($id: ID!) { updateApplicationTask(input: {id: $id, done: true}) { id } }',
    {
      id: done,
    },
  );

  await page.reload();
  const list = (name: string) => page.getByRole('list', { name, exact: true });
  const row = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title }) });
  const count = page.getByText(/open tasks? across/);
  await expect(count).toHaveText('7 open tasks across 2 applications');

  // By day: overdue first, then today, tomorrow, the week, later, and those without a day in the
  // order they were added.
  await expect
    .poll(() => groupTitles(page))
    .toEqual(['Overdue', 'Today', 'Tomorrow', 'This week', 'Later', 'No day']);
  expect(await titlesOf(list('Overdue'))).toEqual([REFERRAL]);
  expect(await titlesOf(list('Today'))).toEqual([PORTFOLIO]);
  expect(await titlesOf(list('Tomorrow'))).toEqual([CASE]);
  expect(await titlesOf(list('This week'))).toEqual([SLOT]);
  expect(await titlesOf(list('Later'))).toEqual([START]);
  expect(await titlesOf(list('No day'))).toEqual([BLOG, THANKS]);
  await expect(row(REFERRAL)).toContainText('Overdue by 2 days');
  await expect(row(PORTFOLIO)).toContainText('Due today');
  await expect(row(CASE)).toContainText('Due tomorrow');
  await expect(row(BLOG)).not.toContainText('Due');
  await expect(row(REFERRAL).getByRole('link')).toHaveText('Backend Engineer · Fabrikam');
  await expect(row(CASE).getByRole('link')).toHaveText('Platform Engineer · Northwind Traders');
  await lookAt(page, 'tasks-page');

  // Checked off here: it leaves at once, with its group; focus goes to the next task.
  await list('Overdue').getByRole('checkbox', { name: REFERRAL }).click();
  await expect(list('Overdue')).toHaveCount(0);
  await expect(list('Today').getByRole('checkbox', { name: PORTFOLIO })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Checked off' })).toHaveText(
    `Checked off “${REFERRAL}”.`,
  );
  await expect(count).toHaveText('6 open tasks across 2 applications');
  await expect.poll(() => isStoredDone(page, backend, REFERRAL)).toBe(true);
  await lookAt(page, 'tasks-page-checked-off');

  // Undo opens it again: back in its place, with focus.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => titlesOf(list('Overdue'))).toEqual([REFERRAL]);
  await expect(list('Overdue').getByRole('checkbox', { name: REFERRAL })).toBeFocused();
  await expect(count).toHaveText('7 open tasks across 2 applications');
  await expect.poll(() => isStoredDone(page, backend, REFERRAL)).toBe(false);

  // The last of an application's tasks checked off: the count leaves that application out.
  for (const title of [CASE, SLOT, THANKS])
    await page.getByRole('checkbox', { name: title }).click();
  await expect(count).toHaveText('4 open tasks across 1 application');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => isStoredDone(page, platform, THANKS)).toBe(true);
  await page.reload();
  await expect(count).toHaveText('4 open tasks across 1 application');
  await expect(list('Tomorrow')).toHaveCount(0);

  // The application leads to its page, whose Tasks section leads back here.
  await row(PORTFOLIO).getByRole('link', { name: 'Backend Engineer · Fabrikam' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${backend}$`));
  const section = page.getByRole('region', { name: 'Tasks' });
  await section.getByRole('link', { name: 'All tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(count).toHaveText('4 open tasks across 1 application');

  // And the dashboard, with tasks due this week.
  await page.goto('/dashboard');
  await expect(dueThisWeek.getByRole('list', { name: 'Tasks' })).toBeVisible();
  await allTasks.click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(list('Overdue')).toBeVisible();
});

test('a check-off that fails puts the task back and says why', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-page-refused');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await addTask(page, applicationId, PORTFOLIO, null);
  await page.goto('/tasks');
  const undated = page.getByRole('list', { name: 'No day' });
  await expect(undated.getByRole('checkbox', { name: PORTFOLIO })).toBeVisible();

  await page.route(GRAPHQL, (route) =>
    (route.request().postData() ?? '').includes('CheckOffTask') ? route.abort() : route.continue(),
  );
  await undated.getByRole('checkbox', { name: PORTFOLIO }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not' })).toContainText(
    `Could not check off “${PORTFOLIO}”.`,
  );
  await expect(undated.getByRole('checkbox', { name: PORTFOLIO })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await page.unroute(GRAPHQL);
  expect(await isStoredDone(page, applicationId, PORTFOLIO)).toBe(false);
});

test('a task is added here to an application chosen by its job, and joins the list by its day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-page-add');
  const fabrikam = await startApplication(page, { title: 'Backend Engineer', company: 'Fabrikam' });
  const northwind = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await moveAlong(page, northwind, ['ready', 'applied', 'interviewing']);
  await startApplication(page, { title: 'Site Reliability Engineer', company: 'Contoso' });
  const withdrawn = await startApplication(page, { title: 'Data Engineer', company: 'Litware' });
  await moveAlong(page, withdrawn, ['withdrawn']);

  await page.goto('/tasks');
  const empty = page.getByRole('region', { name: 'Nothing to do right now' });
  await expect(empty).toContainText('Add one above');
  await expect(empty.getByRole('link')).toHaveCount(0);
  const adder = page.getByRole('region', { name: 'Add a task' });
  const application = adder.getByRole('combobox', { name: 'For' });
  const title = adder.getByRole('textbox', { name: 'Add a task' });

  // Applications in progress only, furthest along first, by their jobs.
  await expect(application.locator('optgroup')).toHaveCount(2);
  expect(
    await application
      .locator('option')
      .evaluateAll((options) =>
        options.map(
          (option) => `${option.parentElement?.getAttribute('label') ?? ''}: ${option.textContent}`,
        ),
      ),
  ).toEqual([
    ': Choose an application',
    'Interviewing: Platform Engineer · Northwind Traders',
    'Draft: Backend Engineer · Fabrikam',
    'Draft: Site Reliability Engineer · Contoso',
  ]);

  // No application chosen: said by the field, which takes the focus; what was typed stays.
  await title.fill(CASE);
  await title.press('Enter');
  await expect(application).toBeFocused();
  await expect(application).toHaveAccessibleDescription('Choose the application the task is for.');
  await expect(title).toHaveValue(CASE);
  await lookAt(page, 'tasks-page-add-refused');

  // Added with a day: it joins its day's group, and a line says where it went.
  await application.selectOption({ label: 'Platform Engineer · Northwind Traders' });
  await expect(application).not.toHaveAttribute('aria-invalid');
  await adder.getByRole('button', { name: 'Tomorrow' }).click();
  await adder.getByRole('button', { name: 'Add' }).click();
  await expect(adder.getByRole('status')).toHaveText(
    `Added “${CASE}” for Platform Engineer · Northwind Traders.`,
  );
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('');
  const tomorrow = page.getByRole('list', { name: 'Tomorrow' });
  await expect(tomorrow.getByRole('checkbox', { name: CASE })).toBeVisible();
  await expect(empty).toHaveCount(0);

  // The application stays chosen for the next one; without a day it goes under "No day".
  await expect(application).toHaveValue(northwind);
  await title.fill(THANKS);
  await title.press('Enter');
  const undated = page.getByRole('list', { name: 'No day' });
  await expect(undated.getByRole('checkbox', { name: THANKS })).toBeVisible();
  await application.selectOption({ label: 'Backend Engineer · Fabrikam' });
  await title.fill(PORTFOLIO);
  await adder.getByRole('button', { name: 'Today' }).click();
  await title.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Today' }).getByRole('checkbox', { name: PORTFOLIO }),
  ).toBeVisible();
  await expect(page.getByText('3 open tasks across 2 applications')).toBeVisible();
  await lookAt(page, 'tasks-page-added');

  // Kept by the server, on the applications chosen, with their days.
  const today = await browserDay(page, 0);
  expect(await storedTasks(page, northwind)).toEqual([
    { title: CASE, dueOn: await browserDay(page, 1), isDone: false },
    { title: THANKS, dueOn: null, isDone: false },
  ]);
  expect(await storedTasks(page, fabrikam)).toEqual([
    { title: PORTFOLIO, dueOn: today, isDone: false },
  ]);

  // A title too long is said by its field, and nothing is sent.
  await title.fill('x'.repeat(301));
  await title.press('Enter');
  await expect(title).toHaveAccessibleDescription(/300/);
  await expect(title).toHaveValue('x'.repeat(301));
  expect(await storedTasks(page, fabrikam)).toHaveLength(1);

  // The application withdrawn meanwhile, in another tab: the task is kept on its page, the
  // page says so, and then offers only what is still in progress.
  await moveAlong(page, fabrikam, ['withdrawn']);
  await title.fill(BLOG);
  await title.press('Enter');
  await expect(adder.getByRole('status')).toHaveText(
    `Added “${BLOG}” for Backend Engineer · Fabrikam, which is withdrawn now: the task is on its page, not listed here.`,
  );
  await expect(application.locator('option')).toHaveCount(3);
  await expect(application).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: BLOG })).toHaveCount(0);
  expect((await storedTasks(page, fabrikam)).map((task) => task.title)).toEqual([PORTFOLIO, BLOG]);

  // Its job deleted meanwhile: the add says why, keeps what was typed, and the choice goes.
  await application.selectOption({ label: 'Platform Engineer · Northwind Traders' });
  const { application: stored } = await ok<{ application: { job: { id: string } } }>(
    page,
    'query($id: ID!) { application(id: $id) { job { id } } }',
    { id: northwind },
  );
  await ok(page, 'mutation($id: ID!) { deleteJob(id: $id) { id } }', { id: stored.job.id });
  await title.fill(START);
  await title.press('Enter');
  await expect(adder.getByRole('alert')).toContainText(
    `Could not add “${START}” for Platform Engineer · Northwind Traders.`,
  );
  await expect(title).toHaveValue(START);
  await expect(application.locator('option')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: CASE })).toHaveCount(0);
});

test('the last tasks done are folded under the list, and open again from there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-page-done');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await addTask(page, applicationId, PORTFOLIO, await browserDay(page, 0));
  await addTask(page, applicationId, BLOG, null);
  await addTask(page, applicationId, THANKS, null);
  await page.goto('/tasks');
  const today = page.getByRole('list', { name: 'Today' });
  const undated = page.getByRole('list', { name: 'No day' });
  await expect(undated.getByRole('checkbox')).toHaveCount(2);
  const fold = page.getByText(/^Done recently/);
  await expect(fold).toHaveCount(0);

  // Checked off: into the fold, the last checked off first.
  await today.getByRole('checkbox', { name: PORTFOLIO }).click();
  await expect(fold).toHaveText('Done recently (1)');
  await undated.getByRole('checkbox', { name: BLOG }).click();
  await expect(fold).toHaveText('Done recently (2)');
  const done = page.getByRole('list', { name: 'Done recently' });
  await expect(done).toBeHidden();
  await fold.click();
  await expect.poll(() => titlesOf(done)).toEqual([BLOG, PORTFOLIO]);
  await expect(done.getByRole('checkbox', { name: PORTFOLIO })).toBeChecked();
  await expect(done.getByRole('listitem').filter({ hasText: PORTFOLIO })).toContainText(
    'Done today',
  );
  await expect(
    done.getByRole('link', { name: 'Platform Engineer · Northwind Traders' }),
  ).toHaveCount(2);
  await lookAt(page, 'tasks-page-done');

  // Unchecked there: back in its day's group, focus on it, and kept open by the server.
  await done.getByRole('checkbox', { name: PORTFOLIO }).click();
  await expect(today.getByRole('checkbox', { name: PORTFOLIO })).toBeFocused();
  await expect(today.getByRole('checkbox', { name: PORTFOLIO })).not.toBeChecked();
  await expect(fold).toHaveText('Done recently (1)');
  await expect.poll(() => isStoredDone(page, applicationId, PORTFOLIO)).toBe(false);
  expect(await isStoredDone(page, applicationId, BLOG)).toBe(true);

  // As the server keeps them, after a reload.
  await page.reload();
  await expect(fold).toHaveText('Done recently (1)');
  await fold.click();
  await expect.poll(() => titlesOf(done)).toEqual([BLOG]);
  await expect(page.getByText('2 open tasks across 1 application')).toBeVisible();
});

test('a task is given another day from the list, and moves to that day’s group', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-page-day');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await addTask(page, applicationId, REFERRAL, await browserDay(page, -2));
  await addTask(page, applicationId, BLOG, null);
  await page.goto('/tasks');
  const list = (name: string) => page.getByRole('list', { name, exact: true });
  const dayButton = (name: string) => page.getByRole('button', { name: `Day of “${name}”` });
  const choices = (name: string) => page.getByRole('group', { name: `Another day for “${name}”` });
  await expect(list('Overdue').getByRole('checkbox', { name: REFERRAL })).toBeVisible();

  // The choices open under the task, the first one focused; Escape closes them.
  await dayButton(REFERRAL).click();
  await expect(dayButton(REFERRAL)).toHaveAttribute('aria-expanded', 'true');
  await expect(choices(REFERRAL).getByRole('button', { name: 'Today' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(choices(REFERRAL).getByRole('button', { name: 'Tomorrow' })).toBeFocused();
  await lookAt(page, 'tasks-page-day');
  await page.keyboard.press('Escape');
  await expect(choices(REFERRAL)).toHaveCount(0);
  await expect(dayButton(REFERRAL)).toBeFocused();

  // Tomorrow: into its group at once, focus following it, and kept by the server.
  await dayButton(REFERRAL).click();
  await choices(REFERRAL).getByRole('button', { name: 'Tomorrow' }).click();
  await expect(list('Tomorrow').getByRole('checkbox', { name: REFERRAL })).toBeVisible();
  await expect(list('Overdue')).toHaveCount(0);
  await expect(
    list('Tomorrow').getByRole('button', { name: `Day of “${REFERRAL}”` }),
  ).toBeFocused();
  const tomorrow = await browserDay(page, 1);
  await expect
    .poll(
      async () =>
        (await storedTasks(page, applicationId)).find((task) => task.title === REFERRAL)?.dueOn,
    )
    .toBe(tomorrow);

  // Another day, picked in the field: three weeks on, "Later".
  const later = await browserDay(page, 21);
  await dayButton(REFERRAL).click();
  await expect(choices(REFERRAL).getByRole('button', { name: 'Tomorrow' })).toHaveCount(0);
  await choices(REFERRAL).getByLabel('Another day').fill(later);
  await choices(REFERRAL).getByRole('button', { name: 'Set' }).click();
  await expect(list('Later').getByRole('checkbox', { name: REFERRAL })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await storedTasks(page, applicationId)).find((task) => task.title === REFERRAL)?.dueOn,
    )
    .toBe(later);

  // No day: with the undated ones, in the order added.
  await dayButton(REFERRAL).click();
  await choices(REFERRAL).getByRole('button', { name: 'No day' }).click();
  await expect.poll(() => titlesOf(list('No day'))).toEqual([REFERRAL, BLOG]);
  await expect(dayButton(REFERRAL)).toBeFocused();
  await expect
    .poll(
      async () =>
        (await storedTasks(page, applicationId)).find((task) => task.title === REFERRAL)?.dueOn,
    )
    .toBeNull();
  // An undated task offers no "No day".
  await dayButton(BLOG).click();
  await expect(choices(BLOG).getByRole('button', { name: 'No day' })).toHaveCount(0);
  await choices(BLOG).getByRole('button', { name: 'Today' }).click();
  await expect(list('Today').getByRole('checkbox', { name: BLOG })).toBeVisible();
});
