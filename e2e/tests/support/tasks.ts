import type { Locator, Page } from '@playwright/test';
import { ok } from './matched-application.js';

/** A task as the server keeps it, read back through GraphQL. */
export interface StoredTask {
  title: string;
  dueOn: string | null;
  isDone: boolean;
}

/** The application's tasks as the server keeps them, in its order. */
export async function storedTasks(page: Page, applicationId: string): Promise<StoredTask[]> {
  const { application } = await ok<{
    application: { tasks: { title: string; dueOn: string | null; doneAt: string | null }[] };
  }>(page, 'query($id: ID!) { application(id: $id) { tasks { title dueOn doneAt } } }', {
    id: applicationId,
  });
  return application.tasks.map(({ title, dueOn, doneAt }) => ({
    title,
    dueOn,
    isDone: doneAt !== null,
  }));
}

/** Adds a task through GraphQL, as the signed-in page's user; answers its id. */
export async function addTask(
  page: Page,
  applicationId: string,
  title: string,
  dueOn: string | null,
): Promise<string> {
  const { addApplicationTask } = await ok<{ addApplicationTask: { id: string } }>(
    page,
    'mutation($i: AddApplicationTaskInput!) { addApplicationTask(input: $i) { id } }',
    { i: { applicationId, title, dueOn } },
  );
  return addApplicationTask.id;
}

/** The titles of a list's tasks, in their order: each checkbox's label. */
export function titlesOf(list: Locator): Promise<string[]> {
  return list.getByRole('checkbox').evaluateAll((boxes) =>
    boxes.map((box) =>
      Array.from((box as HTMLInputElement).labels ?? [], (label) => label.textContent)
        .join(' ')
        .trim(),
    ),
  );
}
