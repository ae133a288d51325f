'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { RescheduleTaskDocument } from '@/gql/documents/RescheduleTaskDocument';
import {
  otherOpenDaysOf,
  progressAfterReschedule,
  taskDueStatus,
  taskName,
  type TaskProgress,
} from './application-task-rules';
import { withTypename } from './optimistic';
import { taskActionProblem } from './task-action-problem';
import { useActionProblem } from './use-action-problem';

/** What giving a task another day reads of it. */
interface ReschedulableTask {
  id: string;
  title: string;
  dueOn: string | null;
  application: { id: string; taskProgress: TaskProgress };
}

/**
 * Giving tasks another day, or none, from a list across applications (the Tasks page, "Due this
 * week"): the task moves to its new day's place at once (the optimistic answer sets its day, and
 * its card's next day), and back with the reason if the server refuses. Says where it went, for
 * screen readers: the move itself is seen, unless it leaves the list.
 */
export function useTaskReschedule<Task extends ReschedulableTask>({
  open,
  today,
  onStale,
}: {
  /** The open tasks in view: the other days of the task's application. */
  open: readonly Task[];
  /** The person's own day. */
  today: string;
  /** Reads the list again: the task removed meanwhile. */
  onStale: () => void;
}) {
  const [reschedule] = useMutation(RescheduleTaskDocument);
  const describeProblem = useActionProblem(onStale);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  // While a move is on its way, its list may be empty and its announcement not made yet: what
  // holds them stays drawn, and the focus it was given with it.
  const [isMoving, setIsMoving] = useState(false);

  async function moveTo(task: Task, dueOn: string | null) {
    if (dueOn === task.dueOn) return;
    const { application } = task;
    const otherDays = otherOpenDaysOf(task, open);
    setProblem(undefined);
    setAnnouncement('');
    setIsMoving(true);
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
      setProblem(
        taskActionProblem(caught, {
          what: 'change the day of',
          title: task.title,
          onStale,
          describeProblem,
        }),
      );
    } finally {
      setIsMoving(false);
    }
  }

  return { moveTo, problem, announcement, isMoving };
}
