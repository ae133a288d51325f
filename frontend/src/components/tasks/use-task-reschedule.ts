'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  progressAfterReschedule,
  taskDueStatus,
  taskName,
} from '@/components/pipeline/application-task-rules';
import { withTypename } from '@/components/pipeline/optimistic';
import { useActionProblem } from '@/components/pipeline/use-action-problem';
import { RescheduleTaskDocument } from '@/gql/documents/RescheduleTaskDocument';
import type { TasksPageTaskFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';

/**
 * Giving tasks another day, or none, on the Tasks page: the task moves to its new day's group at
 * once (the optimistic answer sets its day, and its card's next day), and back with the reason
 * if the server refuses. Says where it went, for screen readers: the move itself is seen.
 */
export function useTaskReschedule({
  open,
  today,
  onStale,
}: {
  /** The open tasks on the page: the other days of the task's application. */
  open: readonly TasksPageTaskFragment[];
  /** The person's own day. */
  today: string;
  /** Reads the list again: the task removed meanwhile. */
  onStale: () => void;
}) {
  const [reschedule] = useMutation(RescheduleTaskDocument);
  const describeProblem = useActionProblem(onStale);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  async function moveTo(task: TasksPageTaskFragment, dueOn: string | null) {
    if (dueOn === task.dueOn) return;
    const { application } = task;
    const otherDays = open
      .filter((item) => item.application.id === application.id && item.id !== task.id)
      .map((item) => item.dueOn);
    setProblem(undefined);
    setAnnouncement('');
    try {
      await reschedule({
        variables: { id: task.id, dueOn },
        optimisticResponse: {
          updateApplicationTask: withTypename('ApplicationTask', {
            id: task.id,
            dueOn,
            application: withTypename('Application', {
              id: application.id,
              taskProgress: withTypename(
                'TaskProgress',
                progressAfterReschedule(application.taskProgress, dueOn, otherDays),
              ),
            }),
          }),
        },
      });
      const when = dueOn === null ? 'no day' : taskDueStatus(dueOn, today).label.toLowerCase();
      setAnnouncement(`“${taskName(task.title)}”: ${when}.`);
    } catch (caught) {
      if (problemOf(caught).code === 'NOT_FOUND') {
        onStale();
        setProblem(`“${taskName(task.title)}” was removed meanwhile, in another tab or window.`);
        return;
      }
      setProblem(
        `Could not change the day of “${taskName(task.title)}”. ${asSentence(describeProblem(caught))}`,
      );
    }
  }

  return { moveTo, problem, announcement };
}
