'use client';

import { useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/button-link';
import { useFocusReturn } from '@/components/confirm-step';
import { PlusIcon } from '@/components/icons';
import { lazyForm } from '@/components/lazy-form';
import type { ApplicationContactFragment } from '@/gql/graphql';
import { useLocalDay } from '@/lib/use-local-day';
import type { ApplicationDetails } from './application-queries';
import type { ContactSaved } from './contact-form';
import { ContactItem } from './contact-item';

const ContactForm = lazyForm(() => import('./contact-form').then((module) => module.ContactForm));

/** An application holds at most this many; the server refuses the next one. */
const MAX_CONTACTS = 50;
/** Shown before "Show more": a hiring process has a handful; a long list stays one press away. */
const CONTACTS_SHOWN = 6;

/**
 * The people of the application (recruiter, hiring manager, interviewers, whoever referred
 * the person), in the order they were added. Each is added, changed and removed here, one form
 * at a time.
 */
export function ContactsSection({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  /** 'new' while adding one, a contact's id while changing it. */
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isAllShown, setIsAllShown] = useState(false);
  const listId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useFocusReturn(editing === 'new');
  const formId = useId();
  const today = useLocalDay();
  const { contacts } = application;
  const interviewStarts = application.interviews.map((interview) => interview.startsAt);
  const isFull = contacts.length >= MAX_CONTACTS;
  const shown = isAllShown ? contacts : contacts.slice(0, CONTACTS_SHOWN);
  const hidden = contacts.length - CONTACTS_SHOWN;

  function open(target: string) {
    setAnnouncement('');
    setEditing(target);
  }

  function close(saved?: ContactSaved) {
    setEditing(null);
    if (!saved) return;
    setAnnouncement(saved.announcement);
    // A new contact goes last: show the whole list, so that it is seen where it went.
    if (saved.isNew) setIsAllShown(true);
    // That was the last one there is room for: Add is gone, keep focus in this section.
    if (saved.isNew && saved.count !== undefined && saved.count >= MAX_CONTACTS)
      headingRef.current?.focus();
  }

  function afterRemoval(said: string) {
    setAnnouncement(said);
    // The button pressed is gone with its contact: keep focus in this section.
    headingRef.current?.focus();
  }

  function formFor(contact: ApplicationContactFragment | null) {
    const company = application.job.company?.trim();
    return (
      <ContactForm
        id={formId}
        applicationId={application.id}
        contact={contact}
        // Adding someone: offer the people met at the same company through other applications.
        knownPeopleAt={contact === null && company ? { company, contacts } : undefined}
        onDone={close}
        onStale={onStale}
      />
    );
  }

  return (
    <section
      id="contacts"
      aria-labelledby="contacts-heading"
      className="scroll-mt-24 rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="contacts-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink"
        >
          Contacts
        </h2>
        {editing === null && !isFull ? (
          <button
            ref={addRef}
            type="button"
            onClick={() => {
              open('new');
            }}
            onPointerEnter={ContactForm.prefetch}
            onFocus={ContactForm.prefetch}
            className={buttonClasses('secondary', 'md')}
          >
            <PlusIcon />
            Add a contact
          </button>
        ) : null}
      </div>

      {isFull ? (
        <p className="mt-1 text-sm text-ink-muted">
          An application holds at most {MAX_CONTACTS} contacts. Remove one to add another.
        </p>
      ) : null}

      {editing === 'new' ? <div className="mt-4">{formFor(null)}</div> : null}

      {contacts.length === 0 && editing !== 'new' ? (
        <p className="mt-1 text-sm text-ink-muted">
          Add the recruiter, the hiring manager or whoever referred you, to keep their details and
          when you last spoke.
        </p>
      ) : null}

      {contacts.length > 0 ? (
        <ul id={listId} aria-labelledby="contacts-heading" className="mt-4 divide-y divide-line">
          {shown.map((contact) => (
            <ContactItem
              key={contact.id}
              application={application}
              interviewStarts={interviewStarts}
              contact={contact}
              today={today}
              form={editing === contact.id ? formFor(contact) : null}
              canAct={editing === null}
              onEdit={() => {
                open(contact.id);
              }}
              onPreloadForm={ContactForm.prefetch}
              onRemoved={afterRemoval}
              onAnnounce={setAnnouncement}
              onStale={onStale}
            />
          ))}
        </ul>
      ) : null}
      {hidden > 0 && editing === null ? (
        <button
          type="button"
          aria-expanded={isAllShown}
          aria-controls={listId}
          onClick={() => {
            setIsAllShown((all) => !all);
          }}
          className="mt-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {isAllShown
            ? 'Show fewer'
            : `Show ${String(hidden)} more ${hidden === 1 ? 'contact' : 'contacts'}`}
        </button>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
