'use client';

import { useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { useFocusReturn } from '@/components/confirm-step';
import { useAnchorArrival } from '@/components/use-anchor-arrival';
import { PlusIcon } from '@/components/icons';
import { lazyForm } from '@/components/lazy-form';
import { ApplicationPageAnswersDocument } from '@/gql/documents/ApplicationPageAnswersDocument';
import type { ApplicationPageAnswerFragment } from '@/gql/graphql';
import { problemOf } from '@/lib/graphql-errors';
import type { AnswerSaved } from './application-answer-form';
import { ApplicationAnswerItem } from './application-answer-item';
import { MAX_ANSWERS } from './application-answer-rules';
import type { ApplicationDetails } from './application-queries';
import { useLinkedQuestion } from './use-linked-question';

// Opened by a click: the form's code (its checks, its mutations, the earlier answers' query and
// the draft from the resume) arrives when Add, Edit or Answer is pointed at or focused, not with
// the section.
const ApplicationAnswerForm = lazyForm(() =>
  import('./application-answer-form').then((module) => module.ApplicationAnswerForm),
);

/**
 * "Questions on the form": the questions the application's form asked ("Why do you want to work
 * here?", "What are your salary expectations?") with the answers written for them, in the order
 * added, to copy into the form and to reuse on the next one. Each is added, changed and removed
 * here, one form at a time. Its own query: the page's does not carry the answers' text.
 */
export function ApplicationAnswersSection({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  /** 'new' while adding one, a question's id while changing it. */
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const addRef = useFocusReturn(editing === 'new');
  const formId = useId();
  const { data, error, refetch } = useQuery(ApplicationPageAnswersDocument, {
    variables: { id: application.id },
    // Written on another tab or device since: the list is read again as it is now.
    fetchPolicy: 'cache-and-network',
  });
  // Out of date (removed in another tab, the list full): the list and the page are read again.
  const reload = useCallback(() => {
    void refetch();
    onStale();
  }, [refetch, onStale]);
  const answers = data?.application?.answers;
  const isFull = answers !== undefined && answers.length >= MAX_ANSWERS;

  // A link that asks a question ("Why do you want to work at …?", from the cover letter or
  // "Before you apply") opens Add with it written in, once the list shows it is not there yet;
  // each question a link asks is taken once.
  const linkedQuestion = useLinkedQuestion();
  const [askedQuestion, setAskedQuestion] = useState<string>();
  const [takenQuestion, setTakenQuestion] = useState<string | null>(null);
  if (linkedQuestion !== null && answers !== undefined && linkedQuestion !== takenQuestion) {
    setTakenQuestion(linkedQuestion);
    const isThere = answers.some(
      (item) => item.question.toLowerCase() === linkedQuestion.toLowerCase(),
    );
    if (!isThere && !isFull) {
      setAskedQuestion(linkedQuestion);
      setEditing('new');
    }
  }
  // The cover letter on the job page links to #answers, to write why this company: arrive at
  // the heading, from where Add a question is the next stop.
  useAnchorArrival('answers', answers !== undefined, {
    scrollTo: sectionRef,
    // With a question to answer, the form puts the cursor in the answer itself.
    focus: askedQuestion === undefined ? headingRef : undefined,
  });
  // A question being changed may leave the list (read again after it was removed elsewhere): its
  // form goes with it, and the section's buttons come back.
  const isFormOpen = editing === 'new' || answers?.some((item) => item.id === editing) === true;

  function open(target: string) {
    setAnnouncement('');
    setAskedQuestion(undefined);
    setEditing(target);
  }

  function close(saved?: AnswerSaved) {
    const wasAdding = editing === 'new';
    setEditing(null);
    setAskedQuestion(undefined);
    if (!saved) return;
    setAnnouncement(saved.announcement);
    // That was the last one there is room for (Add is gone), or a question removed meanwhile was
    // added again (its Edit went with the old one): keep focus in this section.
    const isFullNow = saved.count !== undefined && saved.count >= MAX_ANSWERS;
    if (saved.isNew && (!wasAdding || isFullNow)) headingRef.current?.focus();
  }

  function afterRemoval(said: string) {
    setAnnouncement(said);
    // The button pressed is gone with its question: keep focus in this section.
    headingRef.current?.focus();
  }

  function formFor(item: ApplicationPageAnswerFragment | null) {
    return (
      <ApplicationAnswerForm
        id={formId}
        applicationId={application.id}
        item={item}
        askedQuestion={item === null ? askedQuestion : undefined}
        onDone={close}
        onStale={reload}
      />
    );
  }

  let content;
  if (!answers && error) {
    content = (
      <div className="mt-3 space-y-3">
        <FormAlert message={`Could not read the questions. ${problemOf(error).message}`} />
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses('secondary', 'md')}
        >
          Try again
        </button>
      </div>
    );
  } else if (!answers) {
    content = (
      <p role="status" className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> Loading the questions…
      </p>
    );
  } else {
    content = (
      <>
        {isFull ? (
          <p className="mt-1 text-sm text-ink-muted">
            An application holds at most {MAX_ANSWERS} questions. Remove one to add another.
          </p>
        ) : null}

        {editing === 'new' ? <div className="mt-4">{formFor(null)}</div> : null}

        {answers.length === 0 && editing !== 'new' ? (
          <p className="mt-1 text-sm text-ink-muted">
            Write down what the application form asks, with your answers, to copy them into the
            form. When another form asks something like it, your answer is offered again.
          </p>
        ) : null}

        {answers.length > 0 ? (
          <ul aria-labelledby="answers-heading" className="mt-4 divide-y divide-line">
            {answers.map((item) => (
              <ApplicationAnswerItem
                key={item.id}
                applicationId={application.id}
                item={item}
                form={editing === item.id ? formFor(item) : null}
                canAct={!isFormOpen}
                onEdit={() => {
                  open(item.id);
                }}
                onPreloadForm={ApplicationAnswerForm.prefetch}
                onRemoved={afterRemoval}
                onStale={reload}
              />
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      id="answers"
      aria-labelledby="answers-heading"
      className="scroll-mt-24 rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="answers-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink"
        >
          Questions on the form
        </h2>
        {answers && !isFormOpen && !isFull ? (
          <button
            ref={addRef}
            type="button"
            onClick={() => {
              open('new');
            }}
            onPointerEnter={ApplicationAnswerForm.prefetch}
            onFocus={ApplicationAnswerForm.prefetch}
            className={buttonClasses('secondary', 'md')}
          >
            <PlusIcon />
            Add a question
          </button>
        ) : null}
      </div>

      {content}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
