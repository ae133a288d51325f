'use client';

import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { CalendarIcon } from '@/components/calendar-icon';
import { useConfirmStep, useFocusReturn } from '@/components/confirm-step';
import { ApplicationPageCancelInterviewDocument } from '@/gql/documents/ApplicationPageCancelInterviewDocument';
import type { ApplicationInterviewFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { removeFromCachedList, withoutId } from '@/lib/cache-lists';
import { saveFile } from '@/lib/download';
import { buildInterviewCalendar, ICS_MEDIA_TYPE, interviewFilename } from '@/lib/ics';
import { problemOf } from '@/lib/graphql-errors';
import { formatDuration, formatInterviewTime, type InterviewTiming } from '@/lib/interview-time';
import { webHref } from '@/lib/web-href';
import { EditItemButton } from './edit-item-button';
import { ITEM_ACTION } from './item-action';
import { useActionProblem } from './use-action-problem';
import { ConfirmRemoval } from './confirm-removal';

const CancelInterviewMutation = ApplicationPageCancelInterviewDocument;

/**
 * One interview: when, how long, what, where (a link when it is a web address) and the notes,
 * with Edit and Cancel. `form` (the edit form) is drawn in its place while it is edited; focus
 * comes back to Edit when the form closes. Cancelling asks once, in place.
 */
export function InterviewItem({
  applicationId,
  job,
  interview,
  timing,
  now,
  form,
  canAct,
  onEdit,
  onPreloadForm,
  onCancelled,
  onStale,
}: {
  applicationId: string;
  /** Its job, which the calendar file names. */
  job: { title: string; company: string | null };
  interview: ApplicationInterviewFragment;
  timing: InterviewTiming;
  now: Date;
  /** The edit form while this interview is edited; null otherwise. */
  form: ReactNode;
  /** False while another interview's form is open: one at a time. */
  canAct: boolean;
  onEdit: () => void;
  onPreloadForm: () => void;
  /** After the interview is gone, with what to announce. */
  onCancelled: (announcement: string) => void;
  onStale: () => void;
}) {
  const isEditing = form !== null;
  const editRef = useFocusReturn(isEditing);
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [error, setError] = useState<string>();
  const describeProblem = useActionProblem(onStale);
  const [cancelInterview, { loading: isCancelling }] = useMutation(CancelInterviewMutation, {
    // The answer is only the id: the page reads the application again for its history's line.
    refetchQueries: ['ApplicationPage'],
    update(cache, { data }) {
      const cancelledId = data?.cancelInterview.id;
      if (!cancelledId) return;
      // The dashboard's card, when it was read in this visit; before the eviction, while its
      // reference still reads an id.
      cache.modify<{ upcomingInterviews: readonly Reference[] }>({
        fields: { upcomingInterviews: withoutId(cancelledId) },
      });
      removeFromCachedList(cache, {
        owner: { __typename: 'Application', id: applicationId },
        field: 'interviews',
        item: { __typename: 'Interview', id: cancelledId },
      });
    },
  });

  const when = formatInterviewTime(interview.startsAt, interview.durationMinutes, { now });
  const isPast = timing === 'past';
  const title = interview.title ?? 'Interview';
  const locationUrl = interview.location ? webHref(interview.location) : null;
  // A past interview is not cancelled any more, only removed (entered by mistake).
  const removal = isPast
    ? { action: 'Remove', question: 'Remove this interview from the list?', pending: 'Removing…' }
    : {
        action: 'Cancel interview',
        question: 'Cancel this interview? It leaves this list and the dashboard.',
        pending: 'Cancelling…',
      };

  /** The interview as a .ics file, for a calendar that does not subscribe to the feed. */
  function downloadCalendar() {
    saveFile(
      interviewFilename(job.title, job.company),
      ICS_MEDIA_TYPE,
      buildInterviewCalendar({
        interviewId: interview.id,
        startsAt: interview.startsAt,
        durationMinutes: interview.durationMinutes,
        title: interview.title ?? null,
        location: interview.location ?? null,
        notes: interview.notes ?? null,
        jobTitle: job.title,
        company: job.company,
        applicationUrl: `${window.location.origin}/applications/${encodeURIComponent(applicationId)}`,
        now: new Date(),
      }),
    );
  }

  async function confirm() {
    setError(undefined);
    try {
      await cancelInterview({ variables: { id: interview.id } });
      onCancelled(isPast ? 'Interview removed.' : `Interview on ${when} cancelled.`);
    } catch (caught) {
      // Gone already (another tab): the page reloads the list, without it.
      if (problemOf(caught).code === 'NOT_FOUND') {
        onStale();
        onCancelled('The interview was cancelled already.');
        return;
      }
      setError(`Could not cancel the interview. ${asSentence(describeProblem(caught))}`);
    }
  }

  if (form !== null) return <li className="py-4 first:pt-0 last:pb-0">{form}</li>;

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className={isPast ? 'text-sm font-medium text-ink-muted' : 'font-semibold text-ink'}>
          <time dateTime={interview.startsAt}>{when}</time>
          <span className="text-sm font-normal text-ink-muted">
            {' '}
            · {formatDuration(interview.durationMinutes)}
          </span>
        </p>
        {timing === 'now' ? (
          <span className="rounded-full bg-warn-soft px-2 py-0.5 text-xs font-semibold text-warn ring-1 ring-warn-line ring-inset">
            Now
          </span>
        ) : null}
      </div>
      <p className={`mt-0.5 text-sm break-words ${isPast ? 'text-ink-muted' : 'text-ink'}`}>
        {title}
      </p>
      {interview.location ? (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted">
          <PlaceIcon isLink={locationUrl !== null} />
          {locationUrl ? (
            <a
              href={locationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 font-medium break-all text-accent underline-offset-2 hover:underline"
            >
              {interview.location}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="min-w-0 break-words">{interview.location}</span>
          )}
        </p>
      ) : null}
      {interview.notes ? (
        <p
          className={`mt-2 rounded-lg bg-surface-muted px-3 py-2 text-sm break-words whitespace-pre-wrap ${
            isPast ? 'text-ink-muted' : 'text-ink'
          }`}
        >
          {interview.notes}
        </p>
      ) : null}

      {isConfirming ? (
        <ConfirmRemoval
          label={`Confirm: ${removal.action.toLowerCase()}, ${when}`}
          question={removal.question}
          cancelRef={cancelRef}
          isPending={isCancelling}
          onCancel={cancel}
          onConfirm={() => void confirm()}
          cancelLabel="Keep it"
          confirmLabel={removal.action}
          pendingLabel={removal.pending}
        >
          {error ? (
            <p role="alert" className="text-sm font-medium text-bad">
              {error}
            </p>
          ) : null}
        </ConfirmRemoval>
      ) : canAct ? (
        <div className="mt-2 -ml-2 flex flex-wrap gap-1">
          <EditItemButton
            ref={editRef}
            what={`, ${when}`}
            onEdit={onEdit}
            onPreload={onPreloadForm}
          />
          {isPast ? null : (
            <button
              type="button"
              onClick={downloadCalendar}
              className={`${ITEM_ACTION} hover:text-ink`}
            >
              <CalendarIcon className="size-4" />
              Add to calendar<span className="sr-only"> (.ics file), {when}</span>
            </button>
          )}
          <button
            ref={triggerRef}
            type="button"
            onClick={ask}
            className={`${ITEM_ACTION} hover:text-bad`}
          >
            {removal.action}
            <span className="sr-only">, {when}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** A pin for a place, a camera for a video link. */
function PlaceIcon({ isLink }: { isLink: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-subtle">
      {isLink ? (
        <path
          d="M2 5.5A1.5 1.5 0 0 1 3.5 4h6A1.5 1.5 0 0 1 11 5.5v5A1.5 1.5 0 0 1 9.5 12h-6A1.5 1.5 0 0 1 2 10.5v-5ZM11 7l3-2v6l-3-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <path
            d="M8 14s4.5-4.2 4.5-7.5a4.5 4.5 0 0 0-9 0C3.5 9.8 8 14 8 14Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
          <circle cx="8" cy="6.5" r="1.6" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
