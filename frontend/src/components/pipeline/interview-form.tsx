'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  FieldMessage,
  fieldNamed,
  FormAlert,
  formText,
  inputClasses,
} from '@/components/account/fields';
import { GuardedFormActions, useCloseGuard } from '@/components/jobs/close-guard';
import { ApplicationPageScheduleInterviewDocument } from '@/gql/documents/ApplicationPageScheduleInterviewDocument';
import { ApplicationPageUpdateInterviewDocument } from '@/gql/documents/ApplicationPageUpdateInterviewDocument';
import type { ApplicationInterviewFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { browserTimeZone, formatDuration, formatInterviewTime } from '@/lib/interview-time';
import {
  checkInterview,
  durationChoices,
  INTERVIEW_FIELDS,
  INTERVIEW_LIMITS,
  interviewDraft,
  interviewUpdate,
  isDraftChanged,
  refusedInterviewField,
  scheduleInput,
  type InterviewDraft,
  type InterviewErrors,
  type InterviewField,
} from './interview-rules';
import { NotesField, TextField } from './form-fields';
import { useActionProblem } from './use-action-problem';

const ScheduleInterviewMutation = ApplicationPageScheduleInterviewDocument;
const UpdateInterviewMutation = ApplicationPageUpdateInterviewDocument;

/** The form control each field's message belongs to (the day stands for the day and time). */
const INPUT_NAMES: Record<InterviewField, keyof InterviewDraft> = {
  startsAt: 'date',
  durationMinutes: 'durationMinutes',
  title: 'title',
  location: 'location',
  notes: 'notes',
};

export interface InterviewSaved {
  /** What to announce. */
  announcement: string;
  /** Whether a new interview was added (not one changed). */
  isNew: boolean;
}

/**
 * Adds an interview to the application, or changes one (`interview`). The day and time are
 * the person's own; they are sent as the instant. `onDone` gets what was saved, or nothing
 * when the person cancelled (Cancel or Escape, which ask first when a field was changed).
 */
export function InterviewForm({
  id,
  applicationId,
  interview,
  onDone,
  onStale,
}: {
  id: string;
  applicationId: string;
  /** The interview to change; null to add one. */
  interview: ApplicationInterviewFragment | null;
  onDone: (saved?: InterviewSaved) => void;
  onStale: () => void;
}) {
  const fieldId = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => interviewDraft(interview));
  const [timeZone] = useState(browserTimeZone);
  const [fieldErrors, setFieldErrors] = useState<InterviewErrors>({});
  const [problem, setProblem] = useState<string>();
  const [isDirty, setIsDirty] = useState(false);
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone);
  const describeProblem = useActionProblem(onStale);
  const [schedule, { loading: isScheduling }] = useMutation(ScheduleInterviewMutation);
  const [update, { loading: isUpdating }] = useMutation(UpdateInterviewMutation);
  const isSaving = isScheduling || isUpdating;
  useEffect(() => {
    dateRef.current?.focus();
  }, []);

  function focusField(form: HTMLFormElement, field: InterviewField) {
    const control = form.elements.namedItem(INPUT_NAMES[field]);
    if (control instanceof HTMLElement) control.focus();
  }

  async function send(draft: InterviewDraft): Promise<InterviewSaved | null> {
    if (interview) {
      const input = interviewUpdate(interview, draft);
      if (input === null) return { announcement: 'Nothing changed.', isNew: false };
      await update({ variables: { input } });
      return { announcement: 'Interview saved.', isNew: false };
    }
    const input = scheduleInput(applicationId, draft);
    const { data } = await schedule({ variables: { input } });
    const added = data?.scheduleInterview;
    if (!added) return null;
    const when = formatInterviewTime(added.startsAt, added.durationMinutes);
    return { announcement: `Interview added: ${when}.`, isNew: true };
  }

  async function save(form: HTMLFormElement, draft: InterviewDraft) {
    const errors = checkInterview(draft);
    setFieldErrors(errors);
    setProblem(undefined);
    const firstWrong = INTERVIEW_FIELDS.find((field) => errors[field] !== undefined);
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
      const field = refusedInterviewField(refusal);
      if (field) {
        setFieldErrors({ [field]: asSentence(refusal.message) });
        focusField(form, field);
        return;
      }
      // Cancelled meanwhile (another tab): the page shows the interviews as they are now.
      if (refusal.code === 'NOT_FOUND') onStale();
      setProblem(`Could not save the interview. ${asSentence(describeProblem(error))}`);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(event.currentTarget, draftOf(event.currentTarget));
  }

  const startMessageId = `${fieldId}-when-message`;
  const startError = fieldErrors.startsAt;
  const hintId = `${fieldId}-zone`;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, isSaving);
      }}
      onChange={(event) => {
        setIsDirty(isDraftChanged(initial, draftOf(event.currentTarget)));
        // A field changed is no longer what its message was about.
        const field = fieldOf(event.target);
        if (field && fieldErrors[field] !== undefined)
          setFieldErrors(({ [field]: _fixed, ...others }) => others);
      }}
      aria-label={interview ? 'Edit the interview' : 'Add an interview'}
      aria-busy={isSaving}
      className="space-y-4 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-4">
        <FormAlert message={problem} />
      </div>
      {/* One under another on phones: a time field narrower than ~9rem cuts its "PM" off. */}
      <div className="grid gap-x-3 gap-y-4 sm:grid-cols-3">
        <div className="min-w-0">
          <label htmlFor={`${fieldId}-date`} className="block text-sm font-medium text-ink">
            Day
          </label>
          <input
            ref={dateRef}
            id={`${fieldId}-date`}
            name="date"
            type="date"
            required
            defaultValue={initial.date}
            aria-invalid={startError ? true : undefined}
            aria-describedby={startError ? `${startMessageId} ${hintId}` : hintId}
            className={`${inputClasses} mt-1.5`}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${fieldId}-time`} className="block text-sm font-medium text-ink">
            Starts at
          </label>
          <input
            id={`${fieldId}-time`}
            name="time"
            type="time"
            required
            defaultValue={initial.time}
            aria-invalid={startError ? true : undefined}
            aria-describedby={startError ? `${startMessageId} ${hintId}` : hintId}
            className={`${inputClasses} mt-1.5`}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${fieldId}-duration`} className="block text-sm font-medium text-ink">
            Duration
          </label>
          <select
            id={`${fieldId}-duration`}
            name="durationMinutes"
            defaultValue={initial.durationMinutes}
            aria-invalid={fieldErrors.durationMinutes ? true : undefined}
            aria-describedby={
              fieldErrors.durationMinutes ? `${fieldId}-duration-message` : undefined
            }
            className={`${inputClasses} mt-1.5`}
          >
            {durationChoices(Number(initial.durationMinutes)).map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {formatDuration(minutes)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-full -mt-2.5">
          <FieldMessage id={startMessageId} error={startError} />
          <FieldMessage id={`${fieldId}-duration-message`} error={fieldErrors.durationMinutes} />
          <p id={hintId} className="mt-1.5 text-sm text-ink-subtle">
            In your time zone ({timeZone}).
          </p>
        </div>
      </div>
      <TextField
        id={`${fieldId}-title`}
        name="title"
        label="Title"
        placeholder="e.g. Technical interview"
        maxLength={INTERVIEW_LIMITS.title}
        defaultValue={initial.title}
        error={fieldErrors.title}
      />
      <TextField
        id={`${fieldId}-location`}
        name="location"
        label="Where"
        placeholder="Address, phone number or video link"
        maxLength={INTERVIEW_LIMITS.location}
        defaultValue={initial.location}
        error={fieldErrors.location}
      />
      <NotesField
        id={`${fieldId}-notes`}
        maxLength={INTERVIEW_LIMITS.notes}
        defaultValue={initial.notes}
        placeholder="Who you will meet, what to prepare…"
        error={fieldErrors.notes}
      />
      <GuardedFormActions
        what="the interview"
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

/** The field whose message is about a control: the day and the time share one. */
function fieldOf(control: EventTarget): InterviewField | undefined {
  // The day and the time together are the start.
  if (fieldNamed(control, ['date', 'time'] as const) !== undefined) return 'startsAt';
  return fieldNamed(control, INTERVIEW_FIELDS);
}

/** What the form's fields hold now. */
function draftOf(form: HTMLFormElement): InterviewDraft {
  const data = new FormData(form);
  return {
    date: formText(data, 'date'),
    time: formText(data, 'time'),
    durationMinutes: formText(data, 'durationMinutes'),
    title: formText(data, 'title'),
    location: formText(data, 'location'),
    notes: formText(data, 'notes'),
  };
}
