'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import type { ApplicationStatus } from '@/gql/graphql';
import { moveTargets } from '@/lib/board-moves';
import { STATUS_LABELS, StatusesQuery } from '@/lib/statuses';
import { FormAlert, inputClasses } from '../account/fields';
import { Spinner } from '../account/spinner';
import { buttonClasses } from '../button-link';
import { ApplicationPageMoveMutation, type ApplicationDetails } from './application-queries';
import { ConfirmFinalMove } from './confirm-final-move';
import { optimisticEvent, withTypename } from './optimistic';
import { useActionProblem } from './use-action-problem';

const NOTE_LIMIT = 2000;
/** Moves that end an application; shown as quieter buttons than moves forward. */
const CLOSING = new Set<ApplicationStatus>(['rejected', 'withdrawn']);

/** The status and the moves it allows, each with an optional note for the history. */
export function StatusControl({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  const { data: statusData } = useQuery(StatusesQuery);
  const [mutate] = useMutation(ApplicationPageMoveMutation);
  const describeProblem = useActionProblem(onStale);
  const [note, setNote] = useState('');
  const [movingTo, setMovingTo] = useState<ApplicationStatus | null>(null);
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noteId = useId();
  const groupLabelId = useId();

  const infos = statusData?.statuses ?? [];
  const isFinal = (status: ApplicationStatus) =>
    infos.find((info) => info.status === status)?.isFinal ?? false;
  const transitionsOf = (status: ApplicationStatus) =>
    infos.find((info) => info.status === status)?.allowedTransitions ?? [];
  const targets = moveTargets(application);
  const label = STATUS_LABELS[application.status];

  async function move(to: ApplicationStatus) {
    const text = note.trim();
    const now = new Date();
    setProblem(undefined);
    setAnnouncement('');
    setMovingTo(to);
    try {
      // No refetchQueries: the dashboard reloads its counts and follow-ups whenever it opens.
      await mutate({
        variables: {
          input: {
            id: application.id,
            status: to,
            expectedVersion: application.version,
            ...(text ? { note: text } : {}),
          },
        },
        optimisticResponse: {
          moveApplication: withTypename('Application', {
            ...application,
            status: to,
            version: application.version + 1,
            allowedTransitions: transitionsOf(to),
            appliedAt:
              to === 'applied' && !application.appliedAt
                ? now.toISOString()
                : application.appliedAt,
            updatedAt: now.toISOString(),
            events: [
              ...application.events,
              optimisticEvent(
                'status_changed',
                { fromStatus: application.status, toStatus: to, note: text || null },
                now,
              ),
            ],
          }),
        },
      });
      setNote('');
      setAnnouncement(`Moved to ${STATUS_LABELS[to]}.`);
    } catch (error) {
      setProblem(describeProblem(error));
    } finally {
      setMovingTo(null);
      // The button that was pressed is gone (the moves changed): keep focus in this section.
      headingRef.current?.focus();
    }
  }

  function request(to: ApplicationStatus) {
    if (isFinal(to)) setConfirming(to);
    else void move(to);
  }

  return (
    <section
      aria-labelledby="status-heading"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <h2
        id="status-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-ink"
      >
        Status
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Currently <strong className="font-semibold text-ink">{label}</strong>.
        {targets.length > 0 ? ' Move it on when something happens.' : null}
      </p>

      {targets.length === 0 ? (
        <p className="mt-3 rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted">
          {label} is a final status: this application is closed and can’t move again. You can still
          add notes.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-ink">
              Note for the move <span className="font-normal text-ink-subtle">(optional)</span>
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={NOTE_LIMIT}
              rows={2}
              placeholder="e.g. Recruiter call booked for Tuesday"
              onChange={(event) => {
                setNote(event.target.value);
              }}
              className={`${inputClasses} mt-1.5 resize-y`}
            />
          </div>
          <div role="group" aria-labelledby={groupLabelId}>
            <p id={groupLabelId} className="text-sm font-medium text-ink">
              Move to
            </p>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {targets.map((to) => (
                <button
                  key={to}
                  type="button"
                  disabled={movingTo !== null}
                  onClick={() => {
                    request(to);
                  }}
                  className={buttonClasses(CLOSING.has(to) ? 'secondary' : 'primary', 'md')}
                >
                  {movingTo === to ? <Spinner /> : null}
                  {STATUS_LABELS[to]}
                  {isFinal(to) ? <span className="font-normal opacity-80">(final)</span> : null}
                </button>
              ))}
            </div>
          </div>
        </div>
      )}

      <div className="mt-3 space-y-2">
        <FormAlert message={problem} />
        <p role="status" className="text-sm text-ink-muted">
          {announcement}
        </p>
      </div>

      <ConfirmFinalMove
        move={confirming ? { title: application.job.title, to: confirming } : null}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          const to = confirming;
          setConfirming(null);
          if (to) void move(to);
        }}
      />
    </section>
  );
}
