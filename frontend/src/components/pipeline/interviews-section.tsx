'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type RefObject } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { useFocusReturn } from '@/components/confirm-step';
import { DisclosureChevron, PlusIcon } from '@/components/icons';
import { lazyComponent } from '@/components/lazy-component';
import { lazyForm } from '@/components/lazy-form';
import { interviewTiming, splitInterviews } from '@/lib/interview-time';
import { STATUS_LABELS } from '@/lib/statuses';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { ApplicationPageMoveMutation, type ApplicationDetails } from './application-queries';
import type { InterviewSaved } from './interview-form';
import { InterviewItem } from './interview-item';
import { useActionProblem } from './use-action-problem';

const InterviewForm = lazyForm(() =>
  import('./interview-form').then((module) => module.InterviewForm),
);

// Opened by a click, with its own query: the application's match, which the page does not read.
const InterviewPrep = lazyComponent(
  () => import('./interview-prep').then((module) => module.InterviewPrep),
  {
    fallback: ({ id }) => (
      <p id={id} role="status" className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading…
      </p>
    ),
  },
);

/** Past interviews shown before "Show more": the recent ones are the ones looked back at. */
const PAST_SHOWN = 3;

const LIST_HEADING = 'mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase';

/**
 * The application's interviews: those to come, soonest first, then those over, quieter, the
 * latest first. Each is added, changed and cancelled here, one form at a time. After one is
 * added to an application that can move to Interviewing, the section offers the move.
 */
export function InterviewsSection({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  /** 'new' while adding one, an interview's id while changing it. */
  const [editing, setEditing] = useState<string | null>(null);
  const [isAllPastShown, setIsAllPastShown] = useState(false);
  const [isMoveOffered, setIsMoveOffered] = useState(false);
  const [isPrepOpen, setIsPrepOpen] = useState(false);
  const prepId = useId();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useFocusReturn(editing === 'new');
  const formId = useId();
  const pastListId = useId();
  const upcomingHeadingId = useId();
  const pastHeadingId = useId();

  // Ticks until the last interview has ended, so that the list moves on by itself.
  const lastEnd = application.interviews.reduce<number | null>((latest, interview) => {
    const end = Date.parse(interview.startsAt) + interview.durationMinutes * 60_000;
    return latest === null || end > latest ? end : latest;
  }, null);
  const now = useMinuteClock(lastEnd);
  const { upcoming, past } = splitInterviews(application.interviews, now);
  const pastShown = isAllPastShown ? past : past.slice(0, PAST_SHOWN);
  const hiddenPast = past.length - PAST_SHOWN;
  const canMove =
    application.status !== 'interviewing' &&
    application.allowedTransitions.includes('interviewing');

  function open(target: string) {
    setAnnouncement('');
    setIsMoveOffered(false);
    setEditing(target);
  }

  function close(saved?: InterviewSaved) {
    setEditing(null);
    if (!saved) return;
    setAnnouncement(saved.announcement);
    if (saved.isNew) setIsMoveOffered(true);
  }

  function afterCancel(said: string) {
    setAnnouncement(said);
    // The button pressed is gone with its interview: keep focus in this section.
    headingRef.current?.focus();
  }

  function formFor(interview: ApplicationDetails['interviews'][number] | null) {
    return (
      <InterviewForm
        id={formId}
        applicationId={application.id}
        interview={interview}
        onDone={close}
        onStale={onStale}
      />
    );
  }

  function itemOf(interview: ApplicationDetails['interviews'][number], isPast: boolean) {
    return (
      <InterviewItem
        key={interview.id}
        applicationId={application.id}
        job={application.job}
        interview={interview}
        timing={
          isPast ? 'past' : interviewTiming(interview.startsAt, interview.durationMinutes, now)
        }
        now={now}
        form={editing === interview.id ? formFor(interview) : null}
        canAct={editing === null}
        onEdit={() => {
          open(interview.id);
        }}
        onPreloadForm={InterviewForm.prefetch}
        onCancelled={afterCancel}
        onStale={onStale}
      />
    );
  }

  return (
    <section
      aria-labelledby="interviews-heading"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="interviews-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink"
        >
          Interviews
        </h2>
        {editing === null ? (
          <button
            ref={addRef}
            type="button"
            onClick={() => {
              open('new');
            }}
            onPointerEnter={InterviewForm.prefetch}
            onFocus={InterviewForm.prefetch}
            className={buttonClasses('secondary', 'md')}
          >
            <PlusIcon />
            Add an interview
          </button>
        ) : null}
      </div>

      {editing === 'new' ? <div className="mt-4">{formFor(null)}</div> : null}

      {isMoveOffered && canMove && editing === null ? (
        <MoveToInterviewing
          application={application}
          headingRef={headingRef}
          onMoved={setAnnouncement}
          onDismiss={() => {
            setIsMoveOffered(false);
            headingRef.current?.focus();
          }}
          onStale={onStale}
        />
      ) : null}

      {application.interviews.length === 0 && editing !== 'new' ? (
        <p className="mt-1 text-sm text-ink-muted">
          No interviews yet. Add one once it is booked: it shows here and, until it is over, on the
          dashboard.
        </p>
      ) : null}

      {upcoming.length > 0 ? (
        <div className="mt-4">
          <h3 id={upcomingHeadingId} className={LIST_HEADING}>
            Upcoming
          </h3>
          <ul aria-labelledby={upcomingHeadingId} className="divide-y divide-line">
            {upcoming.map((interview) => itemOf(interview, false))}
          </ul>
        </div>
      ) : null}

      {past.length > 0 ? (
        <div className={upcoming.length > 0 ? 'mt-6 border-t border-line pt-4' : 'mt-4'}>
          <h3 id={pastHeadingId} className={LIST_HEADING}>
            Past
          </h3>
          <ul id={pastListId} aria-labelledby={pastHeadingId} className="divide-y divide-line">
            {pastShown.map((interview) => itemOf(interview, true))}
          </ul>
          {hiddenPast > 0 && editing === null ? (
            <button
              type="button"
              aria-expanded={isAllPastShown}
              aria-controls={pastListId}
              onClick={() => {
                setIsAllPastShown((shown) => !shown);
              }}
              className="mt-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
            >
              {isAllPastShown
                ? 'Show fewer'
                : `Show ${String(hiddenPast)} more past ${hiddenPast === 1 ? 'interview' : 'interviews'}`}
            </button>
          ) : null}
        </div>
      ) : null}

      {/* While interviews are ahead: what to be ready to talk about. */}
      {application.status === 'interviewing' || upcoming.length > 0 ? (
        <div className="mt-5 border-t border-line pt-4">
          <button
            type="button"
            aria-expanded={isPrepOpen}
            aria-controls={prepId}
            onClick={() => {
              setIsPrepOpen((open) => !open);
            }}
            onPointerEnter={InterviewPrep.prefetch}
            onFocus={InterviewPrep.prefetch}
            className="inline-flex items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            <DisclosureChevron className={isPrepOpen ? 'rotate-90' : ''} />
            Prepare for the interview
          </button>
          {isPrepOpen ? <InterviewPrep id={prepId} applicationId={application.id} /> : null}
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** "Move it to Interviewing?", offered once an interview is added to an application before. */
function MoveToInterviewing({
  application,
  headingRef,
  onMoved,
  onDismiss,
  onStale,
}: {
  application: ApplicationDetails;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onMoved: (announcement: string) => void;
  onDismiss: () => void;
  onStale: () => void;
}) {
  const [mutate, { loading }] = useMutation(ApplicationPageMoveMutation);
  const describeProblem = useActionProblem(onStale);
  const [problem, setProblem] = useState<string>();

  async function move() {
    setProblem(undefined);
    try {
      // The answer is the whole application: the page's status and history follow from it.
      await mutate({
        variables: {
          input: {
            id: application.id,
            status: 'interviewing',
            expectedVersion: application.version,
          },
        },
      });
      onMoved(`Moved to ${STATUS_LABELS.interviewing}.`);
      // This offer is gone with the move: keep focus in the section.
      headingRef.current?.focus();
    } catch (error) {
      setProblem(describeProblem(error));
    }
  }

  return (
    <div
      role="group"
      aria-label="Move the application to Interviewing"
      className="mt-4 space-y-3 rounded-lg border border-accent-line bg-accent-soft p-3"
    >
      <p className="text-sm text-ink">
        The application is still{' '}
        <strong className="font-semibold">{STATUS_LABELS[application.status]}</strong>. Move it to{' '}
        {STATUS_LABELS.interviewing}?
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={loading}
          onClick={() => void move()}
          className={buttonClasses('primary', 'md')}
        >
          {loading ? <Spinner /> : null}
          Move to {STATUS_LABELS.interviewing}
        </button>
        <button
          type="button"
          disabled={loading}
          onClick={onDismiss}
          className={buttonClasses('ghost', 'md')}
        >
          Not now
        </button>
      </div>
      <FormAlert message={problem} />
    </div>
  );
}
