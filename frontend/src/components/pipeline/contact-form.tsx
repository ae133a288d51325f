'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { fieldNamed, FormAlert, formText } from '@/components/account/fields';
import { GuardedFormActions, useCloseGuard } from '@/components/jobs/close-guard';
import { ApplicationPageAddContactDocument } from '@/gql/documents/ApplicationPageAddContactDocument';
import { ApplicationPageUpdateContactDocument } from '@/gql/documents/ApplicationPageUpdateContactDocument';
import type { ApplicationContactFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { addDays, localDay } from '@/lib/dates';
import { problemOf } from '@/lib/graphql-errors';
import {
  addContactInput,
  checkContact,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactDraft,
  contactUpdate,
  isContactLimitRefusal,
  isDraftChanged,
  refusedContactField,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './contact-rules';
import { NotesField, SuggestionList, TextField } from './form-fields';
import { KnownPeople } from './known-people';
import { FILLED_FIELDS, filledFields, type KnownPerson } from './known-people-rules';
import { useActionProblem } from './use-action-problem';

const AddContactMutation = ApplicationPageAddContactDocument;
const UpdateContactMutation = ApplicationPageUpdateContactDocument;

/** What people call themselves in a hiring process; the role field suggests them. */
const ROLE_SUGGESTIONS = ['Recruiter', 'Hiring manager', 'Interviewer', 'Referral'] as const;

export interface ContactSaved {
  /** What to announce. */
  announcement: string;
  /** Whether a new contact was added (not one changed). */
  isNew: boolean;
  /** How many contacts the application holds now, when the answer said. */
  count?: number;
}

/**
 * Adds a person to the application, or changes one (`contact`). Only the name is needed.
 * `onDone` gets what was saved, or nothing when the person cancelled (Cancel or Escape, which
 * ask first when a field was changed).
 *
 * Every field has autoComplete="off": the browser's autofill knows the person at the keyboard,
 * and would offer their own name, address and number for someone else's.
 */
export function ContactForm({
  id,
  applicationId,
  contact,
  knownPeopleAt,
  onDone,
  onStale,
}: {
  id: string;
  applicationId: string;
  /** The contact to change; null to add one. */
  contact: ApplicationContactFragment | null;
  /**
   * When adding: the job's company, to offer the people met there through other applications,
   * and the application's contacts, who are not offered.
   */
  knownPeopleAt?: { company: string; contacts: readonly ApplicationContactFragment[] };
  onDone: (saved?: ContactSaved) => void;
  onStale: () => void;
}) {
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => contactDraft(contact));
  // The latest day the date field offers; the check itself reads the day again on Save.
  const [tomorrow] = useState(() => addDays(localDay(), 1));
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<string>();
  const [isDirty, setIsDirty] = useState(false);
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone);
  const describeProblem = useActionProblem(onStale);
  const [add, { loading: isAdding }] = useMutation(AddContactMutation);
  const [update, { loading: isUpdating }] = useMutation(UpdateContactMutation);
  const isSaving = isAdding || isUpdating;
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  function focusField(form: HTMLFormElement, field: ContactField) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  async function send(draft: ContactDraft): Promise<ContactSaved | null> {
    if (contact) {
      const input = contactUpdate(contact, draft);
      if (input === null) return { announcement: 'Nothing changed.', isNew: false };
      const { data } = await update({ variables: { input } });
      const name = data?.updateContact.name ?? contact.name;
      return { announcement: `Saved ${name}.`, isNew: false };
    }
    const { data } = await add({ variables: { input: addContactInput(applicationId, draft) } });
    const added = data?.addContact;
    if (!added) return null;
    return {
      announcement: `Added ${added.name}.`,
      isNew: true,
      count: added.application.contacts.length,
    };
  }

  async function save(form: HTMLFormElement, draft: ContactDraft) {
    const errors = checkContact(draft, { today: localDay() });
    // A date field holds nothing while its day is half typed: say so rather than clear it.
    const day = form.elements.namedItem('lastContactedOn');
    if (day instanceof HTMLInputElement && day.validity.badInput)
      errors.lastContactedOn = 'Enter the whole day, or clear the field.';
    setFieldErrors(errors);
    setProblem(undefined);
    const firstWrong = CONTACT_FIELDS.find((field) => errors[field] !== undefined);
    if (firstWrong) {
      focusField(form, firstWrong);
      return;
    }
    try {
      const saved = await send(draft);
      if (saved) onDone(saved);
    } catch (error) {
      const refusal = problemOf(error);
      // A refusal about one field is said by that field, like the form's own checks.
      const field = refusedContactField(refusal);
      if (field) {
        setFieldErrors({ [field]: asSentence(refusal.message) });
        focusField(form, field);
        return;
      }
      // Removed meanwhile, or the list filled up in another tab: the page shows it as it is.
      if (refusal.code === 'NOT_FOUND' || isContactLimitRefusal(refusal)) onStale();
      setProblem(`Could not save the contact. ${asSentence(describeProblem(error))}`);
    }
  }

  /** A known person picked: their details replace what the fields held, notes and day aside. */
  function fillIn(person: KnownPerson) {
    const form = formRef.current;
    if (!form) return;
    const filled = filledFields(person);
    for (const name of FILLED_FIELDS) {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLInputElement) control.value = filled[name];
    }
    // Set from code, the fields fire no change: say what onChange would have.
    setIsDirty(isDraftChanged(initial, draftOf(form)));
    setFieldErrors((errors) => {
      const kept = { ...errors };
      for (const name of FILLED_FIELDS) kept[name] = undefined;
      return kept;
    });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(event.currentTarget, draftOf(event.currentTarget));
  }

  const field = (name: ContactField) => ({
    id: `${fieldId}-${name}`,
    name,
    defaultValue: initial[name],
    error: fieldErrors[name],
  });
  const rolesId = `${fieldId}-roles`;
  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, isSaving);
      }}
      onChange={(event) => {
        setIsDirty(isDraftChanged(initial, draftOf(event.currentTarget)));
        // A field changed is no longer what its message was about.
        const changed = fieldNamed(event.target, CONTACT_FIELDS);
        if (changed && fieldErrors[changed] !== undefined)
          setFieldErrors(({ [changed]: _fixed, ...others }) => others);
      }}
      aria-label={contact ? `Edit ${contact.name}` : 'Add a contact'}
      aria-busy={isSaving}
      className="space-y-4 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-4">
        <FormAlert message={problem} />
      </div>
      {knownPeopleAt ? (
        <KnownPeople
          company={knownPeopleAt.company}
          contacts={knownPeopleAt.contacts}
          onPick={fillIn}
        />
      ) : null}
      <TextField
        {...field('name')}
        inputRef={nameRef}
        label="Name"
        isRequired
        maxLength={CONTACT_LIMITS.name}
        autoCapitalize="words"
      />
      <TextField
        {...field('role')}
        label="Role"
        placeholder="e.g. Recruiter, Hiring manager"
        maxLength={CONTACT_LIMITS.role}
        list={rolesId}
        hint="A hiring manager is greeted by name in the cover letter when it is next drafted."
      />
      <SuggestionList id={rolesId} values={ROLE_SUGGESTIONS} />
      <TextField
        {...field('email')}
        label="E-mail"
        type="email"
        inputMode="email"
        placeholder="name@example.com"
        maxLength={CONTACT_LIMITS.email}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...field('phone')}
        label="Phone"
        type="tel"
        inputMode="tel"
        placeholder="e.g. +44 20 7946 0958 x12"
        maxLength={CONTACT_LIMITS.phone}
      />
      <TextField
        {...field('profileUrl')}
        label="Profile link"
        type="url"
        inputMode="url"
        placeholder="linkedin.com/in/…"
        hint="A LinkedIn profile or their own page; https:// is added when you leave it out."
        maxLength={CONTACT_LIMITS.profileUrl}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...field('lastContactedOn')}
        label="Last contacted"
        type="date"
        min="2000-01-01"
        max={tomorrow}
        hint="The day you last spoke or wrote, either way."
      />
      <NotesField
        id={`${fieldId}-notes`}
        maxLength={CONTACT_LIMITS.notes}
        defaultValue={initial.notes}
        placeholder="How you met, what you talked about…"
        error={fieldErrors.notes}
      />
      <GuardedFormActions
        what="the contact"
        isSaving={isSaving}
        savingLabel="Saving…"
        isConfirming={isConfirming}
        cancelRef={cancelRef}
        closeButtonRef={closeButtonRef}
        onKeepEditing={keepEditing}
        onRequestClose={requestClose}
        onDiscard={() => {
          onDone();
        }}
      />
    </form>
  );
}

/** What the form's fields hold now. */
function draftOf(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  return {
    name: formText(data, 'name'),
    role: formText(data, 'role'),
    email: formText(data, 'email'),
    phone: formText(data, 'phone'),
    profileUrl: formText(data, 'profileUrl'),
    lastContactedOn: formText(data, 'lastContactedOn'),
    notes: formText(data, 'notes'),
  };
}
