/**
 * Tasks of an application: the steps to take, added on the application's page from one field
 * (with a day, picked or typed, or without one; a blank title is refused by the field before
 * anything is sent, and the server's own refusals are said by their field too), listed open
 * first by their day, checked off under "Done (N)" and opened again, changed and removed after a
 * confirmation; those due this week are on the dashboard's "Due this week", where one is checked
 * off (and Undo brings it back) or given another day, and the board's card counts the open ones
 * and says how near the soonest is. A check-off that fails puts the task back and says why.
 * Everything is read again after a reload; each state is checked with axe-core and photographed
 * in light and dark mode and at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support/accounts.js';
import { startApplication } from './support/applications.js';
import { browserDay } from './support/browser-day.js';
import { lookAt } from './support/look-at.js';
import { addTask, storedTasks, titlesOf } from './support/tasks.js';

const GRAPHQL = 'http://localhost:4000/graphql';

const PORTFOLIO = 'Send the portfolio';
const CASE = 'Prepare the system design case';
const REFERRAL = 'Ask Marcus for a referral';

/** "Due Fri, Dec 4": a day as the page names it, in English, whatever the runner's locale. */
function dueLabel(page: Page, day: string): Promise<string> {
  return page.evaluate((on) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(Date.parse(`${on}T00:00:00Z`));
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
    return `Due ${part('weekday')}, ${part('month')} ${part('day')}`;
  }, day);
}

/** "Dec 4": a day as a board card names it, in English, whatever the runner's locale. */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
}

test('tasks are added, ordered by their day, checked off, reopened, changed and removed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, 'e2e-tasks');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await page.goto(`/applications/${applicationId}`);

  const section = page.getByRole('region', { name: 'Tasks' });
  await expect(section.getByText('The steps to take for this application')).toBeVisible();
  const form = section.getByRole('form', { name: 'Add a task' });
  const title = form.getByRole('textbox', { name: 'Add a task' });
  const due = form.getByLabel('Due', { exact: true });
  const openList = section.getByRole('list', { name: 'To do' });

  // Every add that reaches the server: the blank one below must not.
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('ApplicationPageAddTask')) adds.push(request.url());
  });

  // A blank title is refused by the field, which takes focus; nothing is sent.
  await title.fill('   ');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Write the task: what is there to do?');
  expect(adds).toEqual([]);
  await lookAt(page, 'tasks-blank');

  // Without a day: Enter adds it, the field empties and keeps focus for the next one.
  await title.fill(PORTFOLIO);
  await expect(title).not.toHaveAttribute('aria-invalid');
  await title.press('Enter');
  await expect(openList.getByRole('listitem')).toHaveCount(1);
  await expect(title).toHaveValue('');
  await expect(title).toBeFocused();
  await expect(section.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added “${PORTFOLIO}”.`,
  );

  // With a quick day: Tomorrow fills the date field, and is shown pressed.
  const tomorrow = await browserDay(page, 1);
  await title.fill(CASE);
  const tomorrowPick = form.getByRole('button', { name: /^Tomorrow/ });
  await tomorrowPick.click();
  await expect(due).toHaveValue(tomorrow);
  await expect(tomorrowPick).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(openList.getByRole('listitem')).toHaveCount(2);
  await expect(title).toBeFocused();
  await expect(due).toHaveValue('');

  // With a day typed in the date field.
  const inThreeDays = await browserDay(page, 3);
  await title.fill(REFERRAL);
  await due.fill(inThreeDays);
  await title.press('Enter');
  await expect(openList.getByRole('listitem')).toHaveCount(3);

  // Dated ones first, soonest first; the one without a day after them.
  await expect.poll(() => titlesOf(openList)).toEqual([CASE, REFERRAL, PORTFOLIO]);
  const item = (name: string) =>
    section.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name }) });
  await expect(item(CASE)).toContainText('Due tomorrow');
  await expect(item(REFERRAL)).toContainText(await dueLabel(page, inThreeDays));
  await expect(item(PORTFOLIO)).not.toContainText('Due');
  expect(adds).toHaveLength(3);

  // Checked off: it goes under "Done (1)", folded; focus moves to the next task.
  await openList.getByRole('checkbox', { name: CASE }).click();
  const doneSummary = section.getByText('Done (1)');
  await expect(doneSummary).toBeVisible();
  await expect.poll(() => titlesOf(openList)).toEqual([REFERRAL, PORTFOLIO]);
  await expect(openList.getByRole('checkbox', { name: REFERRAL })).toBeFocused();
  await expect(section.getByRole('status').filter({ hasText: 'Checked off' })).toHaveText(
    `Checked off “${CASE}”.`,
  );
  const doneList = section.getByRole('list', { name: 'Done' });
  await expect(doneList).toBeHidden();
  await doneSummary.click();
  await expect(doneList.getByRole('checkbox', { name: CASE })).toBeChecked();
  await expect(doneList.getByText(CASE, { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(item(CASE)).toContainText('Done today');

  // Opened again: back in its place among the open ones, with focus.
  await doneList.getByRole('checkbox', { name: CASE }).click();
  await expect(doneSummary).toHaveCount(0);
  await expect.poll(() => titlesOf(openList)).toEqual([CASE, REFERRAL, PORTFOLIO]);
  await expect(openList.getByRole('checkbox', { name: CASE })).toBeFocused();
  await expect(openList.getByRole('checkbox', { name: CASE })).not.toBeChecked();

  // Changed in place: the title and the day (today, from the quick days), which puts it first.
  await item(PORTFOLIO).getByRole('button', { name: /^Edit/ }).click();
  const editForm = section.getByRole('form', { name: 'Edit the task' });
  await expect(editForm.getByLabel('Task')).toBeFocused();
  await expect(editForm.getByLabel('Task')).toHaveValue(PORTFOLIO);
  await editForm.getByLabel('Task').fill(`${PORTFOLIO} and the case study`);
  await editForm.getByRole('button', { name: /^Today/ }).click();
  await lookAt(page, 'tasks-edit');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  const portfolio = item(`${PORTFOLIO} and the case study`);
  await expect(portfolio).toContainText('Due today');
  await expect(portfolio.getByRole('button', { name: /^Edit/ })).toBeFocused();
  await expect
    .poll(() => titlesOf(openList))
    .toEqual([`${PORTFOLIO} and the case study`, CASE, REFERRAL]);

  // And a day taken off: the case study goes after the dated ones.
  await item(CASE).getByRole('button', { name: /^Edit/ }).click();
  await editForm.getByLabel('Due', { exact: true }).fill('');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await expect
    .poll(() => titlesOf(openList))
    .toEqual([`${PORTFOLIO} and the case study`, REFERRAL, CASE]);
  await expect(item(CASE)).not.toContainText('Due');

  // Removed after one confirmation; focus stays in the section.
  await item(REFERRAL)
    .getByRole('button', { name: /^Remove/ })
    .click();
  const confirmation = section.getByRole('group', { name: 'Confirm: remove the task' });
  await expect(confirmation.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expect(confirmation).toContainText(`Remove “${REFERRAL}” from this application?`);
  await lookAt(page, 'tasks-remove');
  await confirmation.getByRole('button', { name: 'Remove' }).click();
  await expect(item(REFERRAL)).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Tasks' })).toBeFocused();
  await expect(section.getByRole('status').filter({ hasText: 'Removed' })).toHaveText(
    `Removed “${REFERRAL}”.`,
  );

  // One checked off again, to be there after the reload.
  await openList.getByRole('checkbox', { name: CASE }).click();
  await expect(section.getByText('Done (1)')).toBeVisible();

  // Kept by the server as the page showed it.
  const today = await browserDay(page, 0);
  expect(await storedTasks(page, applicationId)).toEqual([
    { title: `${PORTFOLIO} and the case study`, dueOn: today, isDone: false },
    { title: CASE, dueOn: null, isDone: true },
  ]);
  await page.reload();
  await expect(openList.getByRole('listitem')).toHaveCount(1);
  await expect(portfolio).toContainText('Due today');
  await section.getByText('Done (1)').click();
  await expect(doneList.getByRole('checkbox', { name: CASE })).toBeChecked();
  await lookAt(page, 'tasks-list');
});

test('a task due this week is on the dashboard, and is checked off there', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-dashboard');
  const applicationId = await startApplication(page, {
    title: 'Backend Engineer',
    company: 'Fabrikam',
  });
  const inTwoDays = await browserDay(page, 2);
  const inTwelveDays = await browserDay(page, 12);
  await addTask(page, applicationId, PORTFOLIO, inTwoDays);
  await addTask(page, applicationId, REFERRAL, await browserDay(page, -1));
  await addTask(page, applicationId, 'Negotiate the start date', inTwelveDays);
  await addTask(page, applicationId, 'Read their engineering blog', null);

  await page.goto('/dashboard');
  const due = page.getByRole('region', { name: 'Due this week' });
  const tasks = due.getByRole('list', { name: 'Tasks' });
  // Only the open ones due within the week, the overdue one first.
  await expect.poll(() => titlesOf(tasks)).toEqual([REFERRAL, PORTFOLIO]);
  // The board's card counts the open tasks and says how near the soonest is.
  const card = page.locator(`[data-card-id="${applicationId}"]`);
  await expect(card).toContainText('4 tasks to do · overdue');
  const referral = tasks.getByRole('listitem').filter({ hasText: REFERRAL });
  await expect(referral).toContainText('Overdue by 1 day');
  await expect(referral).toContainText('Backend Engineer · Fabrikam');
  await expect(tasks.getByRole('listitem').filter({ hasText: PORTFOLIO })).toContainText(
    'In 2 days',
  );
  await lookAt(page, 'dashboard-tasks');

  // Checked off here: it leaves the list, focus goes to the next one, and Undo brings it back.
  await tasks.getByRole('checkbox', { name: REFERRAL }).click();
  await expect.poll(() => titlesOf(tasks)).toEqual([PORTFOLIO]);
  await expect(tasks.getByRole('checkbox', { name: PORTFOLIO })).toBeFocused();
  await expect(due.getByRole('status').filter({ hasText: 'Checked off' })).toHaveText(
    `Checked off “${REFERRAL}”.`,
  );
  await expect(card).toContainText(`3 tasks to do · next ${shortDay(inTwoDays)}`);
  await due.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => titlesOf(tasks)).toEqual([REFERRAL, PORTFOLIO]);
  await expect(tasks.getByRole('checkbox', { name: REFERRAL })).toBeFocused();
  await expect(card).toContainText('4 tasks to do · overdue');

  // The last one checked off: the card says nothing is due, and focus is on Undo.
  await tasks.getByRole('checkbox', { name: REFERRAL }).click();
  await tasks.getByRole('checkbox', { name: PORTFOLIO }).click();
  await expect(tasks).toHaveCount(0);
  await expect(due.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(due.getByText('Nothing due in the next 7 days.')).toBeVisible();
  await expect
    .poll(async () => (await storedTasks(page, applicationId)).filter((task) => task.isDone))
    .toHaveLength(2);
  // The next one is past the week, out of the list: the server's answer names its day.
  await expect(card).toContainText(`2 tasks to do · next ${shortDay(inTwelveDays)}`);

  // Gone after a reload too, and done on the application's page, which the job's title leads to.
  await page.reload();
  await expect(due.getByText('Nothing due in the next 7 days.')).toBeVisible();
  await expect(due.getByRole('list', { name: 'Tasks' })).toHaveCount(0);
  await expect(card).toContainText(`2 tasks to do · next ${shortDay(inTwelveDays)}`);
  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Tasks' });
  await expect(section.getByText('Done (2)')).toBeVisible();
  await expect
    .poll(() => titlesOf(section.getByRole('list', { name: 'To do' })))
    .toEqual(['Negotiate the start date', 'Read their engineering blog']);

  // A task of the week, added on the page, leads back there from the dashboard.
  await section.getByRole('textbox', { name: 'Add a task' }).fill('Confirm the interview slot');
  await section.getByRole('button', { name: /^Today/ }).click();
  await section.getByRole('textbox', { name: 'Add a task' }).press('Enter');
  await expect(section.getByRole('list', { name: 'To do' }).getByRole('listitem')).toHaveCount(3);
  await page.goto('/dashboard');
  const confirmRow = tasks.getByRole('listitem').filter({ hasText: 'Confirm the interview slot' });
  await expect(confirmRow).toContainText('Today');
  await expect(card).toContainText('3 tasks to do · due today');
  await confirmRow.getByRole('link', { name: 'Backend Engineer' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
});

test('refusals are said by their field, and a failed check-off puts the task back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-refused');
  const applicationId = await startApplication(page, {
    title: 'Platform Engineer',
    company: 'Northwind Traders',
  });
  await addTask(page, applicationId, PORTFOLIO, null);
  await page.goto(`/applications/${applicationId}`);
  const section = page.getByRole('region', { name: 'Tasks' });
  const title = section.getByRole('textbox', { name: 'Add a task' });
  const openList = section.getByRole('list', { name: 'To do' });

  // Too long, by the page's own check: the count is said, and nothing is cut.
  await title.fill('a'.repeat(301));
  await title.press('Enter');
  await expect(title).toHaveAccessibleDescription(
    'A task has at most 300 characters; this one has 301.',
  );
  await expect(title).toHaveValue('a'.repeat(301));

  // The server's own refusal, of a title made too long on its way: by the field, the text back.
  await page.route(GRAPHQL, async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('ApplicationPageAddTask')) return route.continue();
    const sent = JSON.parse(body) as { variables: { input: { title: string } } };
    sent.variables.input.title = 'b'.repeat(301);
    return route.continue({ postData: JSON.stringify(sent) });
  });
  await title.fill(CASE);
  await title.press('Enter');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/at most 300 characters/);
  await expect(title).toHaveValue(CASE);
  await expect(openList.getByRole('listitem')).toHaveCount(1);
  await page.unroute(GRAPHQL);

  // A check-off the server never gets: the task is back among the open ones, and it says why.
  await page.route(GRAPHQL, (route) =>
    (route.request().postData() ?? '').includes('ApplicationPageUpdateTask')
      ? route.abort()
      : route.continue(),
  );
  await openList.getByRole('checkbox', { name: PORTFOLIO }).click();
  await expect(section.getByRole('alert').filter({ hasText: 'Could not' })).toContainText(
    `Could not check off “${PORTFOLIO}”.`,
  );
  await expect(openList.getByRole('checkbox', { name: PORTFOLIO })).not.toBeChecked();
  await expect(section.getByText(/^Done \(/)).toHaveCount(0);
  await page.unroute(GRAPHQL);
  expect(await storedTasks(page, applicationId)).toEqual([
    { title: PORTFOLIO, dueOn: null, isDone: false },
  ]);
});

test('a task due this week is given another day on the dashboard, and leaves past the week', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInBrowser(page, 'e2e-tasks-dashboard-day');
  const applicationId = await startApplication(page, {
    title: 'Backend Engineer',
    company: 'Fabrikam',
  });
  await addTask(page, applicationId, REFERRAL, await browserDay(page, -1));
  await addTask(page, applicationId, PORTFOLIO, await browserDay(page, 2));

  await page.goto('/dashboard');
  const due = page.getByRole('region', { name: 'Due this week' });
  const tasks = due.getByRole('list', { name: 'Tasks' });
  await expect.poll(() => titlesOf(tasks)).toEqual([REFERRAL, PORTFOLIO]);
  const card = page.locator(`[data-card-id="${applicationId}"]`);
  await expect(card).toContainText('2 tasks to do · overdue');
  const dayOf = (title: string) => tasks.getByRole('button', { name: `Day of “${title}”` });
  const choicesFor = (title: string) =>
    due.getByRole('group', { name: `Another day for “${title}”` });

  // In a week: re-sorted in place, focus staying on its "Day", the card no longer overdue.
  await dayOf(REFERRAL).click();
  await expect(choicesFor(REFERRAL).getByRole('button', { name: 'Today' })).toBeFocused();
  await lookAt(page, 'dashboard-task-day');
  await choicesFor(REFERRAL).getByRole('button', { name: 'In a week' }).click();
  await expect.poll(() => titlesOf(tasks)).toEqual([PORTFOLIO, REFERRAL]);
  await expect(dayOf(REFERRAL)).toBeFocused();
  await expect(card).not.toContainText('overdue');
  const inAWeek = await browserDay(page, 7);
  await expect
    .poll(
      async () =>
        (await storedTasks(page, applicationId)).find((task) => task.title === REFERRAL)?.dueOn,
    )
    .toBe(inAWeek);

  // Past the week: it leaves "Due this week", and focus goes to the task beside it.
  const later = await browserDay(page, 20);
  await dayOf(REFERRAL).click();
  await choicesFor(REFERRAL).getByLabel('Another day').fill(later);
  await choicesFor(REFERRAL).getByRole('button', { name: 'Set' }).click();
  await expect.poll(() => titlesOf(tasks)).toEqual([PORTFOLIO]);
  await expect(tasks.getByRole('checkbox', { name: PORTFOLIO })).toBeFocused();
  await expect
    .poll(
      async () =>
        (await storedTasks(page, applicationId)).find((task) => task.title === REFERRAL)?.dueOn,
    )
    .toBe(later);
  await expect(card).toContainText('2 tasks to do');

  // The last one given no day: the list goes, and focus stays in "Due this week", which says
  // where the task went (not on the page's start, where a removed control leaves it).
  await dayOf(PORTFOLIO).click();
  await choicesFor(PORTFOLIO).getByRole('button', { name: 'No day' }).click();
  await expect(tasks).toHaveCount(0);
  const moved = due.getByRole('status').filter({ hasText: `“${PORTFOLIO}”: no day.` });
  await expect(moved).toBeVisible();
  // Focus is on what holds that message, not left on the page's body.
  await expect
    .poll(() =>
      moved.evaluate(
        (message) =>
          document.activeElement !== document.body &&
          (document.activeElement?.contains(message) ?? false),
      ),
    )
    .toBe(true);
});
