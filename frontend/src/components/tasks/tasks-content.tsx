'use client';

import type { TasksPageApplicationFragment, TasksPageTaskFragment } from '@/gql/graphql';
import { applicationChoices } from './application-choices';
import { OpenTaskList } from './open-task-list';
import { TaskAdd } from './task-add';

/**
 * The Tasks page below its heading: the form that adds a task to any application in progress
 * (none to add to, no form), then the open tasks by day.
 */
export function TasksContent({
  tasks,
  applications,
  today,
  onStale,
}: {
  tasks: readonly TasksPageTaskFragment[];
  /** The applications in progress. */
  applications: readonly TasksPageApplicationFragment[];
  /** The person's own day. */
  today: string;
  /** Reads the page again. */
  onStale: () => void;
}) {
  const choices = applicationChoices(applications);
  const canAdd = choices.length > 0;
  return (
    <div className="space-y-8">
      {canAdd ? <TaskAdd choices={choices} today={today} onStale={onStale} /> : null}
      <OpenTaskList tasks={tasks} today={today} canAdd={canAdd} onStale={onStale} />
    </div>
  );
}
