'use client';

import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '@/components/button-link';
import { CheckIcon } from '@/components/icons';
import { ApplicationPageAnswerSuggestionsDocument } from '@/gql/documents/ApplicationPageAnswerSuggestionsDocument';
import {
  isInAnswer,
  offeredAnswers,
  offeredText,
  SUGGEST_DELAY_MS,
  SUGGESTIONS_ASKED,
  suggestionQuery,
  type OfferedAnswer,
} from './application-answer-rules';
import { AnswerText } from './application-answer-text';

const SuggestionsQuery = ApplicationPageAnswerSuggestionsDocument;

/**
 * "Answered before": the person's answers on other applications to questions like the one typed,
 * looked for once typing pauses and the question has a few characters; "Use this answer" puts
 * one in the answer field, to change before saving. Drawn only when there is something to offer:
 * while the first answer loads, or when the query fails, the form is simply as it always is.
 */
export function ApplicationAnswerSuggestions({
  question,
  applicationId,
  answerText,
  onUse,
}: {
  /** The question as typed so far. */
  question: string;
  /** The application whose own answers are not offered back. */
  applicationId: string;
  /** What the answer field holds, to mark the earlier answer it already is. */
  answerText: string;
  onUse: (offered: OfferedAnswer) => void;
}) {
  const headingId = useId();
  const typed = suggestionQuery(question);
  // A form opened on a question (an answer to write) asks at once; typing waits for a pause.
  const [asked, setAsked] = useState(typed);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (typed === asked) return;
    const timer = setTimeout(() => {
      setAsked(typed);
      setAnnouncement('');
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, asked]);

  const { data, previousData } = useQuery(
    SuggestionsQuery,
    asked === null
      ? skipToken
      : {
          variables: { question: asked, applicationId, limit: SUGGESTIONS_ASKED },
          // An answer written on another application since is offered too.
          fetchPolicy: 'cache-and-network',
        },
  );
  // The last question's answers stay while the next one's load, rather than blink out; a
  // question shortened below the minimum hides them at once.
  const found = typed === null ? undefined : (data ?? previousData)?.answerSuggestions;
  const offered = found ? offeredAnswers(found) : [];

  return (
    <div>
      <p role="status" className="sr-only">
        {announcement || offeredText(offered.length)}
      </p>
      {offered.length > 0 ? (
        <section
          aria-labelledby={headingId}
          className="rounded-lg border border-line bg-surface px-3 py-2.5"
        >
          <h3 id={headingId} className="text-sm font-semibold text-ink">
            Answered before
          </h3>
          <p className="mt-0.5 text-xs text-ink-muted">
            Your answers on other applications to questions like this one.
          </p>
          <ul className="mt-2 divide-y divide-line">
            {offered.map((earlier) => (
              <li key={earlier.id} className="min-w-0 py-3 last:pb-1">
                <p className="text-sm font-medium break-words whitespace-pre-line text-ink">
                  {earlier.question}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                  <span className="min-w-0 break-words">For {earlier.job}</span>
                  {earlier.usage ? <span>· {earlier.usage}</span> : null}
                  {earlier.kindLabel ? (
                    <span className="rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent">
                      <span className="sr-only">Same kind of question: </span>
                      {earlier.kindLabel}
                    </span>
                  ) : null}
                </p>
                <AnswerText
                  text={earlier.answer}
                  lines={3}
                  boxClassName="mt-2 border-l-2 border-accent-line pl-2.5"
                  className="text-sm text-ink"
                />
                <div className="mt-2">
                  {isInAnswer(earlier, answerText) ? (
                    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-good">
                      <CheckIcon className="size-4 shrink-0" /> In your answer
                    </p>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        onUse(earlier);
                        setAnnouncement(`Answer filled in from ${earlier.job}.`);
                      }}
                      className={buttonClasses('secondary', 'md')}
                    >
                      Use this answer<span className="sr-only">, from {earlier.job}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
