'use client';

import type { TasksPageApplicationFragment, TasksPageTaskFragment } from '@/gql/graphql';
import { applicationChoices } from './application-choices';
import { OpenTaskList } from './open-task-list';
import { TaskAdd } from './task-add';
import { isListCut } from './task-groups';

/**
 * The Tasks page below its heading: the form that adds a task to any application in progress
 * (none to add to, no form), then the open tasks by day, and the last ones done.
 */
export function TasksContent({
  tasks,
  doneTasks,
  applications,
  today,
  onStale,
}: {
  /** The open tasks, as the server answered. */
  tasks: readonly TasksPageTaskFragment[];
  /** The last done, as the server answered. */
  doneTasks: readonly TasksPageTaskFragment[];
  /** The applications in progress. */
  applications: readonly TasksPageApplicationFragment[];
  /** The person's own day. */
  today: string;
  /** Reads the page again. */
  onStale: () => void;
}) {
  const choices = applicationChoices(applications);
  const canAdd = choices.length > 0;
  // One list of both answers: a task checked off or opened again moves between them at once, as
  // its cached doneAt says, before either is asked for again.
  const known = new Set(tasks.map((task) => task.id));
  const both = [...tasks, ...doneTasks.filter((task) => !known.has(task.id))];
  return (
    <div className="space-y-8">
      {canAdd ? <TaskAdd choices={choices} today={today} onStale={onStale} /> : null}
      <OpenTaskList
        tasks={both}
        isCut={isListCut(tasks.length)}
        today={today}
        canAdd={canAdd}
        onStale={onStale}
      />
    </div>
  );
}
