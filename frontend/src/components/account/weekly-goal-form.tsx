'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useAnchorArrival } from '@/components/use-anchor-arrival';
import { SettingsSetWeeklyGoalDocument } from '@/gql/documents/SettingsSetWeeklyGoalDocument';
import { SettingsWeeklyGoalDocument } from '@/gql/documents/SettingsWeeklyGoalDocument';
import { problemOf } from '@/lib/graphql-errors';
import {
  goalSavedAnnouncement,
  readGoal,
  refusedGoalMessage,
  WEEKLY_GOAL,
  WEEKLY_GOAL_HREF,
} from '@/lib/weekly-goal';
import { buttonClasses } from '../button-link';
import { QueryProblem } from '../jobs/query-problem';
import { FieldMessage, FormAlert, inputClasses } from './fields';
import { Spinner } from './spinner';

const ANCHOR = WEEKLY_GOAL_HREF.slice(WEEKLY_GOAL_HREF.indexOf('#'));

/**
 * How many applications the person means to send a week (1 to 100), or none when the field is
 * left empty: the dashboard's "This week" card counts against it. Loaded in a chunk of its own,
 * with its query and mutation (the settings route is at the edge of its JavaScript budget).
 * `panelRef` is the panel the dashboard's "Set a weekly goal" link points at.
 */
export function WeeklyGoalForm({ panelRef }: { panelRef: RefObject<HTMLElement | null> }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { data, error, refetch } = useQuery(SettingsWeeklyGoalDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [setGoal, { loading: isSaving }] = useMutation(SettingsSetWeeklyGoalDocument, {
    update(cache, { data: answer }) {
      if (!answer) return;
      // The dashboard's "This week" holds the goal too, in an answer with no id of its own:
      // change it there, so that going back shows the new goal before the refetch answers.
      const goal = answer.setWeeklyApplicationGoal.weeklyApplicationGoal;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          weeklyProgress: (existing: object) => ({ ...existing, goal }),
        },
      });
    },
  });
  const saved = data?.me.weeklyApplicationGoal;
  // The field shows the saved goal until the person types: then what they typed.
  const [draft, setDraft] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const isLoaded = saved !== undefined;
  const value = draft ?? (saved === null || saved === undefined ? '' : String(saved));

  // The dashboard's "Set a weekly goal" leads to #weekly-goal: in view once the goal has
  // loaded, with the cursor in the field, which is what the link was followed for.
  useAnchorArrival(ANCHOR, isLoaded, { scrollTo: panelRef, focus: inputRef });

  async function save(goal: number | null) {
    setProblem(undefined);
    setAnnouncement('');
    try {
      const result = await setGoal({ variables: { goal } });
      const now = result.data?.setWeeklyApplicationGoal.weeklyApplicationGoal ?? null;
      setDraft(undefined);
      setAnnouncement(goalSavedAnnouncement(now));
    } catch (caught) {
      const refusal = problemOf(caught);
      // The server's refusal of the goal itself is said by the field, like the browser's check.
      const refused = refusedGoalMessage(refusal);
      if (refused === undefined) {
        setProblem(`Could not save the goal. ${refusal.message}`);
      } else {
        setFieldError(refused);
        inputRef.current?.focus();
      }
    }
  }

  if (!isLoaded && error) {
    return (
      <QueryProblem
        error={error}
        what="your weekly goal"
        isCompact
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <form
      noValidate
      aria-busy={!isLoaded || isSaving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLoaded || isSaving) return;
        const entry = readGoal(value);
        if (entry.error !== undefined) {
          setFieldError(entry.error);
          setAnnouncement('');
          inputRef.current?.focus();
          return;
        }
        setFieldError(undefined);
        if (entry.goal === saved) {
          setDraft(undefined);
          setAnnouncement('Nothing changed.');
          return;
        }
        void save(entry.goal);
      }}
    >
      <label htmlFor={`${id}-goal`} className="block text-sm font-medium text-ink">
        Applications a week
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        {/* Wide enough for 100: inputClasses fill their container. */}
        <div className="w-24 shrink-0">
          <input
            ref={inputRef}
            id={`${id}-goal`}
            name="goal"
            // Text with a numeric keyboard, not type="number": a number field hands over "" for
            // what it cannot read ("1e", "2.5."), which would read as no goal and clear it.
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 5"
            disabled={!isLoaded}
            value={value}
            onChange={(event) => {
              setDraft(event.target.value);
              setFieldError(undefined);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-goal-message`}
            className={`${inputClasses} tabular-nums disabled:bg-surface-muted`}
          />
        </div>
        <button
          type="submit"
          disabled={!isLoaded || isSaving}
          className={buttonClasses('secondary', 'md', 'shrink-0')}
        >
          {isSaving ? <Spinner /> : null}
          Save
        </button>
      </div>
      <FieldMessage
        id={`${id}-goal-message`}
        error={fieldError}
        // One line even at 320 px: the placeholder while the code loads is as high (settings-view).
        hint={`${String(WEEKLY_GOAL.min)} to ${String(WEEKLY_GOAL.max)}, or empty for no goal.`}
      />
      {/* Always there, so that what appears in it is announced; spaced only when it speaks. */}
      <p role="status" className={announcement ? 'mt-3 text-sm text-ink-muted' : undefined}>
        {announcement}
      </p>
      <div className={problem ? 'mt-3' : undefined}>
        <FormAlert message={problem} />
      </div>
    </form>
  );
}
