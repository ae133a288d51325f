'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { FieldMessage, FormAlert, inputClasses } from '@/components/account/fields';
import { GuardedFormActions, useCloseGuard } from '@/components/jobs/close-guard';
import { ApplicationPageAddAnswerDocument } from '@/gql/documents/ApplicationPageAddAnswerDocument';
import { ApplicationPageUpdateAnswerDocument } from '@/gql/documents/ApplicationPageUpdateAnswerDocument';
import type { ApplicationPageAnswerFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { ApplicationAnswerDraft } from './application-answer-draft';
import { answerFieldOf, changeAnswerField, replacedText } from './application-answer-fill';
import {
  addAnswerInput,
  ANSWER_FIELDS,
  ANSWER_LIMITS,
  answerDraft,
  answerUpdate,
  checkAnswer,
  countAnswer,
  countText,
  isAnswerLimitRefusal,
  isDraftChanged,
  questionName,
  refusedAnswerField,
  type AnswerDraft,
  type AnswerErrors,
  type AnswerField,
  type OfferedAnswer,
} from './application-answer-rules';
import { ApplicationAnswerSuggestions } from './application-answer-suggestions';
import { useActionProblem } from './use-action-problem';

const AddAnswerMutation = ApplicationPageAddAnswerDocument;
const UpdateAnswerMutation = ApplicationPageUpdateAnswerDocument;

export interface AnswerSaved {
  /** What to announce. */
  announcement: string;
  /** Whether a new question was added (not one changed). */
  isNew: boolean;
  /** How many questions the application holds now, when the answer said. */
  count?: number;
}

/**
 * Adds a question of the application's form with its answer, or changes one (`item`). Only the
 * question is needed: the answer may wait. While the answer is empty, earlier answers to
 * questions like it are offered underneath, and a draft from the resume. `onDone` gets what was
 * saved, or nothing when the person cancelled (Cancel or Escape, which ask first when a field was
 * changed). Nothing typed is lost to a refusal, nor to an earlier answer or a draft used over it:
 * the fields keep their text, the message sits by the field it is about, and "Put yours back"
 * restores what a filled-in text replaced.
 */
export function ApplicationAnswerForm({
  id,
  applicationId,
  item,
  askedQuestion,
  onDone,
  onStale,
}: {
  id: string;
  applicationId: string;
  /** The question to change; null to add one. */
  item: ApplicationPageAnswerFragment | null;
  /** Adding: the question a link asked to answer, written in already. */
  askedQuestion?: string;
  onDone: (saved?: AnswerSaved) => void;
  onStale: () => void;
}) {
  const fieldId = useId();
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const [initial] = useState(() =>
    item === null && askedQuestion !== undefined
      ? { question: askedQuestion, answer: '' }
      : answerDraft(item),
  );
  const [question, setQuestion] = useState(initial.question);
  const [answerField, changeAnswer] = useReducer(changeAnswerField, initial.answer, answerFieldOf);
  const draft: AnswerDraft = { question, answer: answerField.answer };
  const [fieldErrors, setFieldErrors] = useState<AnswerErrors>({});
  const [problem, setProblem] = useState<string>();
  /**
   * The question changed here was removed meanwhile (another tab): Save adds it again, rather
   * than the list being read again and the form, with what was typed, going with it.
   */
  const [isGone, setIsGone] = useState(false);
  const isDirty = isDraftChanged(initial, draft);
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone);
  const describeProblem = useActionProblem(onStale);
  const [add, { loading: isAdding }] = useMutation(AddAnswerMutation);
  const [update, { loading: isUpdating }] = useMutation(UpdateAnswerMutation);
  const isSaving = isAdding || isUpdating;
  const count = countAnswer(draft.answer);
  // A question still to answer (or whose answer was emptied) is where an earlier one, or a
  // draft from the resume, helps.
  const isOfferingEarlier = draft.answer.trim() === '' || !item?.answer;

  // Opened to answer a question written down before, or one a link asked: the answer is what is
  // missing. Read once,
  // when the form opens, not again as the item changes with a save.
  const [isAnswering] = useState(
    item === null ? askedQuestion !== undefined : item.answer === null,
  );
  useEffect(() => {
    (isAnswering ? answerRef : questionRef).current?.focus();
  }, [isAnswering]);

  function refOf(field: AnswerField) {
    return field === 'question' ? questionRef : answerRef;
  }

  /** A field changed is no longer what its message was about. */
  function clearError(field: AnswerField) {
    if (fieldErrors[field] !== undefined)
      setFieldErrors(({ [field]: _fixed, ...others }) => others);
  }

  function change(field: AnswerField, text: string) {
    if (field === 'question') setQuestion(text);
    else changeAnswer({ type: 'typed', text });
    clearError(field);
  }

  /** An earlier answer or a draft in the answer field, what was written there kept to put back. */
  function fillIn(text: string, origin: 'earlier' | 'draft') {
    changeAnswer({ type: 'filled', text, origin });
    clearError('answer');
    // The person reads it where it now is, from its start, and can change it before saving.
    const field = answerRef.current;
    if (field) {
      field.focus();
      // After React has put the text in, which moves the caret to its end.
      requestAnimationFrame(() => {
        field.setSelectionRange(0, 0);
        field.scrollTop = 0;
      });
    }
  }

  function fillInEarlier(offered: OfferedAnswer) {
    fillIn(offered.answer, 'earlier');
  }

  function fillInDraft(text: string | null) {
    if (text !== null) fillIn(text, 'draft');
    // Nothing to draft from (the action is gone): the answer is to be written by hand.
    else answerRef.current?.focus();
  }

  function putBack() {
    if (answerField.replaced === null) return;
    changeAnswer({ type: 'putBack' });
    clearError('answer');
    answerRef.current?.focus();
  }

  async function send(): Promise<AnswerSaved | null> {
    if (item && !isGone) {
      const input = answerUpdate(item, draft);
      if (input === null) return { announcement: 'Nothing changed.', isNew: false };
      const { data } = await update({ variables: { input } });
      const saved = data?.updateApplicationAnswer ?? item;
      return { announcement: `Saved “${questionName(saved.question)}”.`, isNew: false };
    }
    const { data } = await add({ variables: { input: addAnswerInput(applicationId, draft) } });
    const added = data?.addApplicationAnswer;
    if (!added) return null;
    return {
      announcement: `Added “${questionName(added.question)}”.`,
      isNew: true,
      count: added.application.answers.length,
    };
  }

  async function save() {
    const errors = checkAnswer(draft);
    setFieldErrors(errors);
    setProblem(undefined);
    const firstWrong = ANSWER_FIELDS.find((field) => errors[field] !== undefined);
    if (firstWrong) {
      refOf(firstWrong).current?.focus();
      return;
    }
    try {
      const saved = await send();
      if (saved) onDone(saved);
    } catch (error) {
      const refusal = problemOf(error);
      // A refusal about one field is said by that field, like the form's own checks.
      const field = refusedAnswerField(refusal);
      if (field) {
        setFieldErrors({ [field]: asSentence(refusal.message) });
        refOf(field).current?.focus();
        return;
      }
      if (refusal.code === 'NOT_FOUND' && item && !isGone) {
        setIsGone(true);
        setProblem(
          'This question was removed meanwhile, in another tab or window. Save adds it again, as you wrote it here.',
        );
        return;
      }
      // The application gone, or the list filled up in another tab: the page shows it as it is.
      if (refusal.code === 'NOT_FOUND' || isAnswerLimitRefusal(refusal)) onStale();
      setProblem(`Could not save the question. ${asSentence(describeProblem(error))}`);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  const questionId = `${fieldId}-question`;
  const answerId = `${fieldId}-answer`;
  const questionMessageId = `${questionId}-message`;
  const answerMessageId = `${answerId}-message`;
  const answerCountId = `${answerId}-count`;
  const answerHintId = `${answerId}-hint`;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, isSaving);
      }}
      aria-label={item ? 'Edit the question' : 'Add a question'}
      aria-busy={isSaving}
      className="space-y-4 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-4">
        <FormAlert message={problem} />
      </div>
      <div>
        <label htmlFor={questionId} className="block text-sm font-medium text-ink">
          Question
        </label>
        <textarea
          ref={questionRef}
          id={questionId}
          name="question"
          rows={2}
          required
          maxLength={ANSWER_LIMITS.question}
          value={draft.question}
          onChange={(event) => {
            change('question', event.target.value);
          }}
          placeholder="e.g. Why do you want to work here?"
          autoComplete="off"
          aria-invalid={fieldErrors.question ? true : undefined}
          aria-describedby={fieldErrors.question ? questionMessageId : undefined}
          className={`${inputClasses} mt-1.5 resize-y`}
        />
        <FieldMessage id={questionMessageId} error={fieldErrors.question} />
      </div>
      <div>
        <label htmlFor={answerId} className="block text-sm font-medium text-ink">
          Answer <span className="font-normal text-ink-subtle">(optional)</span>
        </label>
        {/* No maxLength: a pasted answer is not cut short unseen; the count says it is too long,
            and Save says so by the field. */}
        <textarea
          ref={answerRef}
          id={answerId}
          name="answer"
          rows={6}
          value={draft.answer}
          onChange={(event) => {
            change('answer', event.target.value);
          }}
          autoComplete="off"
          aria-invalid={fieldErrors.answer ? true : undefined}
          aria-describedby={[
            fieldErrors.answer ? answerMessageId : null,
            answerCountId,
            answerHintId,
          ]
            .filter(Boolean)
            .join(' ')}
          className={`${inputClasses} mt-1.5 resize-y`}
        />
        <FieldMessage id={answerMessageId} error={fieldErrors.answer} />
        <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
          <p id={answerHintId} className="text-ink-subtle">
            Leave it empty to answer later.
          </p>
          <p
            id={answerCountId}
            className={`tabular-nums ${count.isOverLimit ? 'font-medium text-warn' : 'text-ink-subtle'}`}
          >
            {countText(count)}
          </p>
        </div>
        <ApplicationAnswerDraft
          applicationId={applicationId}
          question={draft.question}
          origin={answerField.origin}
          isAnswerWanted={isOfferingEarlier}
          onDraft={fillInDraft}
          onStale={onStale}
        />
        {answerField.replaced === null ? null : (
          <p className="mt-1.5 text-sm text-ink-muted">
            {replacedText(answerField.origin)}{' '}
            <button
              type="button"
              onClick={putBack}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              Put yours back
            </button>
          </p>
        )}
      </div>
      {isOfferingEarlier ? (
        <ApplicationAnswerSuggestions
          question={draft.question}
          applicationId={applicationId}
          answerText={draft.answer}
          onUse={fillInEarlier}
        />
      ) : null}
      <GuardedFormActions
        what="the question"
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
