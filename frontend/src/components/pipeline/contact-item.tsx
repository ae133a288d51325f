'use client';

import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/account/spinner';
import { useConfirmStep, useFocusReturn } from '@/components/confirm-step';
import { CheckIcon } from '@/components/icons';
import { lazyComponent } from '@/components/lazy-component';
import { ApplicationPageRemoveContactDocument } from '@/gql/documents/ApplicationPageRemoveContactDocument';
import { ApplicationPageUpdateContactDocument } from '@/gql/documents/ApplicationPageUpdateContactDocument';
import type { ApplicationContactFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { removeFromCachedList } from '@/lib/cache-lists';
import { formatDay, localDay } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { buildContactCard, contactCardFilename, VCARD_MEDIA_TYPE } from '@/lib/vcard';
import { lastContactedText } from './contact-format';
import { ContactLinks, MailIcon } from './contact-links';
import type { MessageDialogApplication } from './contact-message-dialog';
import { EditItemButton } from './edit-item-button';
import { ITEM_ACTION } from './item-action';
import { removeItem } from './item-removal';
import { useActionProblem } from './use-action-problem';
import { ConfirmRemoval } from './confirm-removal';

// Opened by a click: the dialog's code and its query arrive when "Write an e-mail" is pointed at
// or focused, not with the page.
const ContactMessageDialog = lazyComponent(
  () => import('./contact-message-dialog').then((module) => module.ContactMessageDialog),
  {
    fallback: () => (
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading…
      </p>
    ),
  },
);

const RemoveContactMutation = ApplicationPageRemoveContactDocument;
const UpdateContactMutation = ApplicationPageUpdateContactDocument;

/**
 * One person of the application: name, role, links to write, call and look them up, notes and
 * when they were last reached, with Edit, "Contacted today" and Remove. `form` (the edit form)
 * is drawn in its place while it is edited; focus comes back to Edit when the form closes.
 * Removing asks once, in place.
 */
export function ContactItem({
  application,
  interviewStarts,
  contact,
  today,
  form,
  canAct,
  onEdit,
  onPreloadForm,
  onRemoved,
  onAnnounce,
  onStale,
}: {
  /**
   * The application the person is met through: its status chooses the e-mail panel's draft
   * (which can move it to Applied), and its job names the person's saved card.
   */
  application: MessageDialogApplication & {
    job: { id: string; title: string; company?: string | null };
  };
  interviewStarts: readonly string[];
  contact: ApplicationContactFragment;
  /** The person's day (YYYY-MM-DD), which "Last contacted" counts back from. */
  today: string;
  /** The edit form while this contact is edited; null otherwise. */
  form: ReactNode;
  /** False while another contact's form is open: one at a time. */
  canAct: boolean;
  onEdit: () => void;
  onPreloadForm: () => void;
  /** After the contact is gone, with what to announce. */
  onRemoved: (announcement: string) => void;
  onAnnounce: (announcement: string) => void;
  onStale: () => void;
}) {
  const isEditing = form !== null;
  const editRef = useFocusReturn(isEditing);
  const [isWriting, setIsWriting] = useState(false);
  // Once opened, the dialog stays (closed) with what was written in it.
  const [hasWritten, setHasWritten] = useState(false);
  const writeRef = useFocusReturn(isWriting);
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [error, setError] = useState<string>();
  const describeProblem = useActionProblem(onStale);
  const [markContacted, { loading: isMarking }] = useMutation(UpdateContactMutation);
  const [removeContact, { loading: isRemoving }] = useMutation(RemoveContactMutation, {
    update(cache, { data }) {
      const removedId = data?.removeContact.id;
      if (!removedId) return;
      removeFromCachedList(cache, {
        owner: { __typename: 'Application', id: application.id },
        field: 'contacts',
        item: { __typename: 'Contact', id: removedId },
      });
    },
  });

  const { name } = contact;
  const isContactedToday = contact.lastContactedOn === today;

  /** The person as a vCard, for the phone's or the mail app's address book. */
  function saveCard() {
    saveFile(
      contactCardFilename(contact.name),
      VCARD_MEDIA_TYPE,
      buildContactCard({
        ...contact,
        jobTitle: application.job.title,
        company: application.job.company,
      }),
    );
  }

  /** Sets the last day in touch to today; throws what the server said. */
  async function markContactedToday() {
    // Read now, not when the page was drawn: it may have been open since yesterday.
    await markContacted({
      variables: { input: { id: contact.id, lastContactedOn: localDay() } },
    });
    onAnnounce(`${name}: last contacted today.`);
  }

  async function contactedToday() {
    setError(undefined);
    try {
      await markContactedToday();
      // The button pressed is gone: keep focus on this contact.
      editRef.current?.focus();
    } catch (caught) {
      if (problemOf(caught).code === 'NOT_FOUND') onStale();
      setError(`Could not save the day. ${asSentence(describeProblem(caught))}`);
    }
  }

  async function confirmRemoval() {
    setError(undefined);
    setError(
      await removeItem({
        remove: () => removeContact({ variables: { id: contact.id } }),
        name,
        what: name,
        onRemoved,
        onStale,
        describeProblem,
      }),
    );
  }

  const writer = hasWritten ? (
    <ContactMessageDialog
      contact={contact}
      application={{ ...application, jobId: application.job.id }}
      interviewStarts={interviewStarts}
      isContactedToday={isContactedToday}
      onMarkContacted={async () => {
        try {
          await markContactedToday();
        } catch (caught) {
          if (problemOf(caught).code === 'NOT_FOUND') onStale();
          throw new Error(`Could not save the day. ${asSentence(describeProblem(caught))}`);
        }
      }}
      isOpen={isWriting}
      onClose={() => {
        setIsWriting(false);
      }}
    />
  ) : null;

  if (form !== null)
    return (
      <li className="py-4 first:pt-0 last:pb-0">
        {form}
        {writer}
      </li>
    );

  return (
    <li className="min-w-0 py-4 first:pt-0 last:pb-0">
      <h3 className="font-semibold break-words text-ink">{name}</h3>
      {contact.role ? <p className="text-sm break-words text-ink-muted">{contact.role}</p> : null}

      <ContactLinks
        name={name}
        email={contact.email}
        phone={contact.phone}
        profileUrl={contact.profileUrl}
        onSaveCard={saveCard}
      />

      {contact.notes ? (
        <p className="mt-2 rounded-lg bg-surface-muted px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
          {contact.notes}
        </p>
      ) : null}

      {contact.lastContactedOn ? (
        <p className="mt-2 text-xs text-ink-muted">
          Last contacted{' '}
          <time dateTime={contact.lastContactedOn} title={formatDay(contact.lastContactedOn)}>
            {lastContactedText(contact.lastContactedOn, today)}
          </time>
        </p>
      ) : null}

      {isConfirming ? (
        <ConfirmRemoval
          label={`Confirm: remove ${name}`}
          question={`Remove ${name} from this application?`}
          cancelRef={cancelRef}
          isPending={isRemoving}
          onCancel={cancel}
          onConfirm={() => void confirmRemoval()}
        />
      ) : canAct ? (
        <div className="mt-2 -ml-2 flex flex-wrap gap-1">
          <EditItemButton
            ref={editRef}
            what={`, ${name}`}
            onEdit={onEdit}
            onPreload={onPreloadForm}
          />
          <button
            ref={writeRef}
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setIsWriting(true);
              setHasWritten(true);
            }}
            onPointerEnter={ContactMessageDialog.prefetch}
            onFocus={ContactMessageDialog.prefetch}
            className={`${ITEM_ACTION} hover:text-ink`}
          >
            <MailIcon className="size-4 shrink-0" />
            Write an e-mail<span className="sr-only"> to {name}</span>
          </button>
          {isContactedToday ? null : (
            <button
              type="button"
              disabled={isMarking}
              onClick={() => void contactedToday()}
              className={`${ITEM_ACTION} hover:text-ink`}
            >
              {isMarking ? <Spinner /> : <CheckIcon className="size-4 shrink-0" />}
              Contacted today<span className="sr-only">, {name}</span>
            </button>
          )}
          <button
            ref={triggerRef}
            type="button"
            onClick={ask}
            className={`${ITEM_ACTION} hover:text-bad`}
          >
            Remove<span className="sr-only">, {name}</span>
          </button>
        </div>
      ) : null}
      {writer}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium break-words text-bad">
          {error}
        </p>
      ) : null}
    </li>
  );
}
