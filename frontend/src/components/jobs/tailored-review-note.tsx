'use client';

import { useQuery } from '@apollo/client/react';
import { buttonClasses } from '@/components/button-link';
import { ReviewToneMark } from '@/components/resume/resume-review-card';
import { reviewSummary, reviewTone, setAside } from '@/components/resume/resume-review';
import { ResumePageReviewDocument } from '@/gql/documents/ResumePageReviewDocument';

/**
 * The review of the tailored resume as stored, in one line beside its downloads: what a careful
 * reader would flag before it is sent, less the findings set aside on the base resume, and the
 * way to the editor, whose review card lists them with a button to each field.
 */
export function TailoredReviewNote({
  content,
  ignoredKeys,
  onReview,
}: {
  content: unknown;
  ignoredKeys: readonly string[];
  /** Opens the editor, where the findings are listed. */
  onReview: () => void;
}) {
  const { data, loading, error } = useQuery(ResumePageReviewDocument, {
    variables: { content },
    // As in the editor: a review has no id to cache it by.
    fetchPolicy: 'no-cache',
  });
  const reviewed = data?.resumeReview;
  const review = reviewed ? setAside(reviewed, ignoredKeys).review : undefined;
  const findingCount = review?.findings.length ?? 0;
  const summary = review
    ? reviewSummary(review)
    : loading
      ? 'Checking it…'
      : error
        ? 'Could not check it just now; the editor checks it again.'
        : '';

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-4">
      <p aria-live="polite" className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
        <ReviewToneMark tone={reviewTone(review)} className="flex size-6" />
        <span>
          <span className="font-medium text-ink">Review:</span> {summary}
        </span>
      </p>
      {findingCount > 0 ? (
        <button type="button" onClick={onReview} className={buttonClasses('ghost', 'md', '-ml-2')}>
          {findingCount === 1 ? 'See it in the editor' : 'See them in the editor'}
        </button>
      ) : null}
    </div>
  );
}
