'use client';

import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { ApplicationPageDraftAnswerDocument } from '@/gql/documents/ApplicationPageDraftAnswerDocument';
import { problemOf } from '@/lib/graphql-errors';
import type { AnswerOrigin } from './application-answer-fill';
import {
  draftNote,
  draftQuestion,
  isDraftOffered,
  type DraftOutcome,
} from './application-answer-draft-rules';
import { useActionProblem } from './use-action-problem';

const DraftAnswerQuery = ApplicationPageDraftAnswerDocument;

/** A page with lines of text: written from the resume. */
function DraftIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <path
        d="M4 1.5h5.5L12.5 4.5v10h-8.5Zm5.5 0v3h3M6.5 8h4M6.5 10.5h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Draft from your resume": a first answer to the question, written by the server from the base
 * resume and the job's posting, for the answer field (`onDraft`), to check and change before
 * saving. Beside it, what came of it: that the answer is a draft, that the resume holds nothing
 * to answer this question with (`onDraft(null)`), or what stops a draft, with where to fix it.
 */
export function ApplicationAnswerDraft({
  applicationId,
  question,
  origin,
  isAnswerWanted,
  onDraft,
  onStale,
}: {
  applicationId: string;
  /** The question as typed so far. */
  question: string;
  /** Where the answer field's text came from. */
  origin: AnswerOrigin;
  /** Whether the form is after an answer: the action is offered only then. */
  isAnswerWanted: boolean;
  /** The draft to put in the answer field; null when there is none, to write the answer there. */
  onDraft: (text: string | null) => void;
  onStale: () => void;
}) {
  const client = useApolloClient();
  const describeProblem = useActionProblem(onStale);
  const [outcome, setOutcome] = useState<DraftOutcome | null>(null);
  const [isDrafting, setIsDrafting] = useState(false);
  const form = { question, origin, isAnswerWanted };
  const isOffered = isDrafting || isDraftOffered(outcome, form);
  const note = isDrafting ? null : draftNote(outcome, form);

  async function draft() {
    const asked = draftQuestion(question);
    if (asked === null || isDrafting) return;
    setIsDrafting(true);
    setOutcome(null);
    try {
      const { data } = await client.query({
        query: DraftAnswerQuery,
        variables: { applicationId, question: asked },
        // Nothing is stored: each press asks again, quoting the resume as it is now.
        fetchPolicy: 'no-cache',
      });
      const text = data?.draftApplicationAnswer?.text ?? null;
      setOutcome({ question: asked, status: text === null ? 'nothing' : 'drafted' });
      onDraft(text);
    } catch (error) {
      const problem = problemOf(error);
      // The application was deleted meanwhile: the page is read again and says so.
      if (problem.code === 'NOT_FOUND') onStale();
      setOutcome({
        question: asked,
        status: 'refused',
        problem: { ...problem, message: describeProblem(error) },
      });
    } finally {
      setIsDrafting(false);
    }
  }

  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${isOffered || note ? 'mt-2' : ''}`}
    >
      {isOffered ? (
        // aria-disabled, not disabled, while it drafts: a disabled button drops keyboard focus.
        <button
          type="button"
          onClick={() => void draft()}
          aria-disabled={isDrafting || undefined}
          className="-ml-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-accent transition-colors hover:bg-accent-soft aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {isDrafting ? <Spinner /> : <DraftIcon />}
          {isDrafting ? 'Drafting…' : 'Draft from your resume'}
        </button>
      ) : null}
      {/* Always drawn, so what came of a press is announced (politely). */}
      <p
        role="status"
        className={`min-w-0 text-sm break-words ${note?.tone === 'problem' ? 'font-medium text-bad' : 'text-ink-muted'}`}
      >
        {note?.text}
        {note?.link ? (
          <>
            {' '}
            {/* A new tab: the question typed here stays, to draft once the resume is in. */}
            <a
              href={note.link.href}
              target="_blank"
              rel="noopener"
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {note.link.label}
              <span className="sr-only"> (opens in a new tab)</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
