'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useCopy } from '@/components/account/copy-field';
import { FormAlert, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { CheckIcon } from '@/components/icons';
import { ContactMessageDraftDocument } from '@/gql/documents/ContactMessageDraftDocument';
import type {
  ApplicationContactFragment,
  ApplicationStatus,
  ContactMessageKind,
} from '@/gql/graphql';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { problemOf } from '@/lib/graphql-errors';
import { isNotSentYet } from '@/lib/not-sent-yet';
import { ApplicationPageMoveMutation } from './application-queries';
import { draftMailtoHref, fittingMessageKind, messageKindsFor } from './contact-message-rules';
import { type MessageDraft as Draft, useMessageEdits } from './message-edits';

/** What the dialog needs of the application: its status chooses the draft, and may move on. */
export interface MessageDialogApplication {
  id: string;
  status: ApplicationStatus;
  version: number;
}

/**
 * "Write an e-mail" to one contact, in a modal dialog wide enough to write in: a draft the
 * server writes from the application (the application itself, a request for a referral, a
 * follow-up, a thank-you, a request for feedback, an answer to an offer; the one the
 * application's state and the contact's role call for comes chosen), to edit here and then open
 * in the mail app or copy. Edits are kept per kind, in the tab's session storage
 * (message-edits.ts): they survive looking at another kind, closing the dialog, leaving the page
 * and reloading it.
 */
export function ContactMessageDialog({
  contact,
  application,
  interviewStarts,
  isContactedToday,
  onMarkContacted,
  isOpen,
  onClose,
}: {
  contact: Pick<ApplicationContactFragment, 'id' | 'name' | 'role' | 'email'>;
  /** With its job's id, for the job page that has the resume and letter to attach. */
  application: MessageDialogApplication & { jobId: string };
  /** When the application's interviews start: one that has begun calls for a thank-you. */
  interviewStarts: readonly string[];
  /** Whether the contact's last day in touch is today already. */
  isContactedToday: boolean;
  /** Sets it to today; rejects with a message to show. */
  onMarkContacted: () => Promise<void>;
  isOpen: boolean;
  onClose: () => void;
}) {
  // Chosen once, when the panel opens: the person's choice is theirs from then on.
  const [kind, setKind] = useState<ContactMessageKind>(() =>
    fittingMessageKind(
      application.status,
      interviewStarts.some((start) => Date.parse(start) <= Date.now()),
      contact.role ?? null,
    ),
  );
  // The browser's zone, so the draft's days are the person's own.
  const [timeZone] = useState(browserTimeZone);
  const [edits, setEdits] = useMessageEdits(contact.id);
  /** Once the message went to the mail app or the clipboard: time to ask whether it was sent. */
  const [isHandedOff, setIsHandedOff] = useState(false);
  /** Moved to Applied from here: the confirmation stays, though the move is no longer offered. */
  const [hasMovedToApplied, setHasMovedToApplied] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hasOpenedRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const baseId = useId();
  const { data, loading, error, refetch } = useQuery(ContactMessageDraftDocument, {
    variables: { contactId: contact.id, kind, timeZone },
    // Written from the application as it is now: a move or an interview since changes it.
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      headingRef.current?.focus();
      // Opened again: the application may have moved on (a rejection, an interview held).
      if (hasOpenedRef.current) void refetch();
      hasOpenedRef.current = true;
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, refetch]);

  const served = data?.draftContactMessage;
  const written: Draft | undefined =
    served?.kind === kind ? { subject: served.subject, body: served.body } : undefined;
  const draft = edits[kind] ?? written;
  const isEdited = edits[kind] !== undefined;
  const problem = error ? problemOf(error).message : undefined;
  const { copyState, copy: copyBody } = useCopy(draft?.body ?? '', bodyRef);

  function edit(change: Partial<Draft>) {
    if (!draft) return;
    setEdits((current) => ({ ...current, [kind]: { ...draft, ...change } }));
  }

  async function copy() {
    if (await copyBody()) setIsHandedOff(true);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${baseId}-heading`}
      onCancel={(event) => {
        // Escape: closed through the parent's state, which the effect above follows.
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] space-y-4 overflow-y-auto rounded-xl border border-line bg-surface p-5 text-ink shadow-xl backdrop:bg-black/50 sm:p-6"
    >
      <h2
        id={`${baseId}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold break-words text-ink outline-none"
      >
        E-mail to {contact.name}
      </h2>
      <fieldset>
        <legend className="sr-only">What to write</legend>
        <div className="flex flex-wrap gap-1 rounded-xl bg-surface p-1 ring-1 ring-line">
          {messageKindsFor(application.status, kind).map((option) => (
            <label
              key={option.kind}
              className="flex-auto cursor-pointer rounded-lg px-2.5 py-1.5 text-center text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink has-checked:bg-accent-soft has-checked:text-ink has-checked:ring-1 has-checked:ring-accent-line has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(color:--focus)"
            >
              <input
                type="radio"
                name={`${baseId}-kind`}
                value={option.kind}
                checked={kind === option.kind}
                onChange={() => {
                  setKind(option.kind);
                }}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {problem && !draft ? (
        <div className="space-y-3">
          <FormAlert message={problem} />
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonClasses('secondary')}
          >
            Try again
          </button>
        </div>
      ) : !draft ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> {loading ? 'Writing the draft…' : 'Loading…'}
        </p>
      ) : (
        <>
          <div>
            <label htmlFor={`${baseId}-subject`} className="block text-sm font-medium text-ink">
              Subject
            </label>
            <input
              id={`${baseId}-subject`}
              value={draft.subject}
              onChange={(event) => {
                edit({ subject: event.target.value });
              }}
              className={`${inputClasses} mt-1.5`}
            />
          </div>
          <div>
            <label htmlFor={`${baseId}-body`} className="block text-sm font-medium text-ink">
              Message
            </label>
            <textarea
              id={`${baseId}-body`}
              ref={bodyRef}
              value={draft.body}
              rows={14}
              onChange={(event) => {
                edit({ body: event.target.value });
              }}
              aria-describedby={`${baseId}-hint`}
              className={`${inputClasses} mt-1.5 resize-y leading-relaxed`}
            />
            <p id={`${baseId}-hint`} className="mt-1.5 text-sm text-ink-subtle">
              A draft from what this application holds. Read it and make it yours before you send
              it; nothing is sent or saved here.
              {kind === 'application_email' ? (
                <>
                  {' '}
                  The mail app opens it without attachments: attach your resume and cover letter,
                  which the{' '}
                  <Link
                    href={`/jobs/${application.jobId}#tailored`}
                    className="font-medium text-accent underline-offset-2 hover:underline"
                  >
                    job page
                  </Link>{' '}
                  has to download.
                </>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {contact.email ? (
              <a
                href={draftMailtoHref(contact.email, draft.subject, draft.body)}
                onClick={() => {
                  setIsHandedOff(true);
                }}
                className={buttonClasses('primary')}
              >
                Open in mail app
              </a>
            ) : null}
            <button
              type="button"
              onClick={() => void copy()}
              className={buttonClasses(contact.email ? 'secondary' : 'primary')}
            >
              Copy message
            </button>
            {isEdited ? (
              <button
                type="button"
                onClick={() => {
                  setEdits(({ [kind]: _discarded, ...others }) => others);
                }}
                className={buttonClasses('ghost')}
              >
                Back to the draft
              </button>
            ) : null}
            <button type="button" onClick={onClose} className={buttonClasses('ghost')}>
              Close
            </button>
          </div>
          <p role="status" className="text-sm text-ink-muted empty:hidden">
            {copyState === 'copied'
              ? 'Message copied to the clipboard.'
              : copyState === 'failed'
                ? 'The browser did not allow copying: the message is selected, copy it with your keyboard.'
                : !contact.email
                  ? `Add an e-mail address to ${contact.name} to open this in your mail app.`
                  : ''}
          </p>
          {isHandedOff ? (
            <MarkContacted
              name={contact.name}
              isContactedToday={isContactedToday}
              onMarkContacted={onMarkContacted}
            />
          ) : null}
          {isHandedOff &&
          kind === 'application_email' &&
          (isNotSentYet(application.status) || hasMovedToApplied) ? (
            <MoveToApplied
              application={application}
              hasMoved={hasMovedToApplied}
              onMoved={() => {
                setHasMovedToApplied(true);
              }}
            />
          ) : null}
        </>
      )}
    </dialog>
  );
}

/** "Sent it?": the day in touch, which keeps the application off "Gone quiet". */
function MarkContacted({
  name,
  isContactedToday,
  onMarkContacted,
}: {
  name: string;
  isContactedToday: boolean;
  onMarkContacted: () => Promise<void>;
}) {
  const [marking, setMarking] = useState<{ isPending: boolean; problem?: string }>({
    isPending: false,
  });

  async function mark() {
    setMarking({ isPending: true });
    try {
      await onMarkContacted();
      setMarking({ isPending: false });
    } catch (caught) {
      setMarking({
        isPending: false,
        problem: caught instanceof Error ? caught.message : 'Could not save the day.',
      });
    }
  }

  if (isContactedToday)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <CheckIcon className="size-4 shrink-0 text-good" /> {name}: last contacted today.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-muted px-3 py-2">
      <p className="text-sm text-ink">Sent it?</p>
      <button
        type="button"
        disabled={marking.isPending}
        onClick={() => void mark()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-2 hover:underline disabled:opacity-60"
      >
        {marking.isPending ? <Spinner /> : null}
        Mark {name} as contacted today
      </button>
      {marking.problem ? (
        <p role="alert" className="w-full text-sm font-medium text-bad">
          {marking.problem}
        </p>
      ) : null}
    </div>
  );
}

/** "Sent the application?": moves an application not sent yet to Applied, at one press. */
function MoveToApplied({
  application,
  hasMoved,
  onMoved,
}: {
  application: MessageDialogApplication;
  hasMoved: boolean;
  onMoved: () => void;
}) {
  // The answer carries the page's fields: the status card and the history follow from the cache.
  const [move, { loading: isMoving }] = useMutation(ApplicationPageMoveMutation);
  const [problem, setProblem] = useState<string>();

  async function moveToApplied() {
    setProblem(undefined);
    try {
      await move({
        variables: {
          input: { id: application.id, status: 'applied', expectedVersion: application.version },
        },
      });
      onMoved();
    } catch (caught) {
      setProblem(`Could not move it. ${problemOf(caught).message}`);
    }
  }

  if (hasMoved)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <CheckIcon className="size-4 shrink-0 text-good" /> Moved to Applied.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-muted px-3 py-2">
      <p className="text-sm text-ink">Sent the application?</p>
      <button
        type="button"
        disabled={isMoving}
        onClick={() => void moveToApplied()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-2 hover:underline disabled:opacity-60"
      >
        {isMoving ? <Spinner /> : null}
        Move it to Applied
      </button>
      {problem ? (
        <p role="alert" className="w-full text-sm font-medium text-bad">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
