'use client';

import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { FormAlert } from '@/components/account/fields';
import { QueryProblem } from '@/components/jobs/query-problem';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { TasksPageDocument } from '@/gql/documents/TasksPageDocument';
import { problemOf } from '@/lib/graphql-errors';
import { useLocalDay } from '@/lib/use-local-day';
import { DONE_TASKS_LIMIT, TASKS_LIMIT } from './tasks-limit';
import { TasksLoading } from './tasks-loading';

// The form and the list (their rows, the check-off and their rules) load while the query runs,
// and stay out of the route's first-load JavaScript (scripts/check-budgets.mjs), which they would
// push past 200 KB.
const TasksContent = lazyComponent(() =>
  import('./tasks-content').then((module) => module.TasksContent),
);
function preloadContent() {
  return TasksContent.preload();
}

const TasksPageQuery = TasksPageDocument;

/**
 * Every open task of the applications in progress, on one page, grouped by how soon it is due
 * (undated ones and those due past the week too, which the dashboard leaves out), each checked
 * off right here.
 */
export function TasksView() {
  const today = useLocalDay();
  const tasksQuery = useQuery(TasksPageQuery, {
    variables: { limit: TASKS_LIMIT, doneLimit: DONE_TASKS_LIMIT },
    // Coming back from an application's page shows the cached list at once, then what changed.
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = tasksQuery;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  // Drawn once code and answer are both here: one change from the skeleton to the list.
  const hasContent = usePreload(preloadContent);
  const tasks = tasksQuery.data?.openTasks;
  const doneTasks = tasksQuery.data?.doneTasks;
  const applications = tasksQuery.data?.applications;

  return (
    <div className="max-w-3xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Tasks</h1>
        <p className="mt-1 text-ink-muted">
          Everything you mean to do, across your applications in progress.
        </p>
      </div>

      {tasks && doneTasks && applications && hasContent ? (
        <>
          {/* The list already shown stays; only the newer answer failed. */}
          {tasksQuery.error ? (
            <FormAlert
              message={`Could not check your tasks for changes. ${problemOf(tasksQuery.error).message}`}
            />
          ) : null}
          <TasksContent
            tasks={tasks}
            doneTasks={doneTasks}
            applications={applications}
            today={today}
            onStale={reload}
          />
        </>
      ) : tasksQuery.error && !tasks ? (
        <QueryProblem error={tasksQuery.error} what="your tasks" onRetry={reload} />
      ) : (
        <TasksLoading />
      )}
    </div>
  );
}
