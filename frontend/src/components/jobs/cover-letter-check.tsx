'use client';

import { skipToken, useQuery } from '@apollo/client/react';
import { withEdit } from '@resume-agent/tailor/letter-greeting';
import { useId, type RefObject } from 'react';
import { ReviewToneMark, SeverityMark } from '@/components/resume/resume-review-card';
import { reviewSummary, reviewTone } from '@/components/resume/resume-review';
import { DRAFT_REVIEW_DELAY_MS, useSettledValue } from '@/components/use-settled-value';
import { JobPageCoverLetterReviewDocument } from '@/gql/documents/JobPageCoverLetterReviewDocument';
import type { JobPageCoverLetterReviewQuery } from '@/gql/graphql';
import { spanInText } from './cover-letter-review';

type Finding = JobPageCoverLetterReviewQuery['coverLetterReview']['findings'][number];

/**
 * "Review" under the cover letter: what a careful reader would flag in the draft as typed —
 * another company the person applies to named in it (a letter carried over from another
 * application), text left to fill in, the company never named, a form-letter greeting, a length
 * far from 250–400 words — each located one with "Show in the letter", which selects its words
 * in the text field, and one the engine can fix with its fix at one press ("Greet Marcus Chen"),
 * handed to `onFix` as the new text and the words it wrote. Nothing for an empty letter.
 */
export function CoverLetterCheck({
  applicationId,
  text,
  textRef,
  onFix,
}: {
  applicationId: string;
  text: string;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onFix: (text: string, written: [number, number]) => void;
}) {
  const titleId = useId();
  const settled = useSettledValue(text, DRAFT_REVIEW_DELAY_MS);
  const isEmpty = settled.trim() === '';
  const { data, previousData, loading, error } = useQuery(
    JobPageCoverLetterReviewDocument,
    isEmpty
      ? skipToken
      : {
          variables: { applicationId, text: settled },
          // A review has no id to cache it by, and each draft is asked once.
          fetchPolicy: 'no-cache',
        },
  );
  if (isEmpty) return null;
  const review = (data ?? previousData)?.coverLetterReview;
  // A fix's offsets are into the text reviewed: offered only while that is the text in the field.
  const canFix = !loading && data !== undefined && settled === text;

  function show(finding: Finding) {
    const field = textRef.current;
    if (!field) return;
    const span = spanInText(field.value, finding);
    field.focus();
    if (span) field.setSelectionRange(span[0], span[1]);
  }

  function fix({ fix: edit }: Finding) {
    if (!edit || textRef.current?.value !== settled) return;
    onFix(withEdit(settled, edit), [edit.start, edit.start + edit.text.length]);
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      className="rounded-xl border border-line bg-surface p-3 sm:p-4"
    >
      <div className="flex items-center gap-2.5">
        <ReviewToneMark tone={reviewTone(review)} className="flex size-7" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={titleId} className="text-sm font-semibold text-ink">
              Review<span className="sr-only"> of the cover letter</span>
            </h3>
            {review && loading ? <span className="text-xs text-ink-subtle">Checking…</span> : null}
          </div>
          <p aria-live="polite" className="text-sm text-ink-muted">
            {review
              ? reviewSummary(review)
              : error && !loading
                ? 'Could not check the letter just now; it is checked again as you type.'
                : 'Checking the letter…'}
          </p>
        </div>
      </div>
      {review && review.findings.length > 0 ? (
        <ul
          aria-label="Findings in the cover letter"
          className="mt-3 divide-y divide-line overflow-hidden rounded-lg border border-line"
        >
          {review.findings.map((finding, index) => (
            <FindingRow
              key={`${finding.code}-${String(finding.start)}-${String(index)}`}
              finding={finding}
              onShow={show}
              onFix={canFix ? fix : null}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function FindingRow({
  finding,
  onShow,
  onFix,
}: {
  finding: Finding;
  onShow: (finding: Finding) => void;
  /** Null while the review is of an earlier text than the field's. */
  onFix: ((finding: Finding) => void) | null;
}) {
  const messageId = useId();
  return (
    <li className="flex gap-2.5 px-2.5 py-2.5 sm:gap-3 sm:px-3">
      <SeverityMark severity={finding.severity} />
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:gap-4">
        <p id={messageId} className="min-w-0 flex-1 text-sm break-words text-ink">
          {finding.message}
        </p>
        <div className="mt-1.5 flex shrink-0 flex-wrap items-center gap-x-1 gap-y-1.5 sm:mt-0">
          {finding.excerpt === null ? null : (
            <button
              type="button"
              aria-describedby={messageId}
              onClick={() => {
                onShow(finding);
              }}
              className="-ml-2 inline-flex items-center rounded-md px-2 py-1 text-sm font-semibold text-accent transition-colors hover:bg-accent-soft sm:ml-0"
            >
              Show in the letter
            </button>
          )}
          {finding.fix ? (
            <button
              type="button"
              aria-describedby={messageId}
              disabled={onFix === null}
              onClick={() => {
                onFix?.(finding);
              }}
              // A label may be a long job title: it wraps rather than runs out of the card.
              className="inline-flex min-h-8 max-w-full items-center rounded-lg border border-line-strong bg-surface px-2.5 py-1 text-left text-sm font-semibold break-words text-ink shadow-sm transition-colors hover:border-accent-line hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-60"
            >
              {finding.fix.label}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
