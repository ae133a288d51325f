'use client';

import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { ReviewToneMark } from '@/components/resume/resume-review-card';
import { setAside, type ReviewTone } from '@/components/resume/resume-review';
import { ApplicationPageReadinessDocument } from '@/gql/documents/ApplicationPageReadinessDocument';
import { JobPageCoverLetterReviewDocument } from '@/gql/documents/JobPageCoverLetterReviewDocument';
import { JobPageSaveCoverLetterDocument } from '@/gql/documents/JobPageSaveCoverLetterDocument';
import { ResumePageReviewDocument } from '@/gql/documents/ResumePageReviewDocument';
import { problemOf } from '@/lib/graphql-errors';
import {
  type QuickFix,
  type ReadinessState,
  readinessItems,
  readinessSummary,
} from './application-readiness-rules';

const TONE_OF: Readonly<Record<ReadinessState, ReviewTone>> = {
  ready: 'good',
  todo: 'warn',
  checking: 'neutral',
  optional: 'neutral',
};

/**
 * "Before you apply", on an application not sent yet: whether each thing that goes with it is
 * ready — the tailored resume and what its review finds, the cover letter and what its check
 * finds, the reasons for applying that the letter takes from the form's answers, the form's
 * questions, and whom it goes to (the hiring manager the letter greets) — each with the way to
 * where it is done, and a letter that does not greet the hiring manager fixed at one press.
 * Read when drawn: the reviews run on the materials as stored.
 */
export function ApplicationReadiness({ applicationId }: { applicationId: string }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [saveLetter, saving] = useMutation(JobPageSaveCoverLetterDocument);
  const [fixProblem, setFixProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const { data } = useQuery(ApplicationPageReadinessDocument, {
    variables: { id: applicationId },
    // Changed on the job page since (a new tailoring, an edited letter): read as it is now.
    fetchPolicy: 'cache-and-network',
  });
  const application = data?.application;
  const tailored = application?.tailoredResume ?? null;
  const letter = application?.coverLetter?.trim() ? application.coverLetter : null;

  // As on the job page: reviews have no id to cache them by.
  const resumeReview = useQuery(
    ResumePageReviewDocument,
    tailored === null
      ? skipToken
      : { variables: { content: tailored.content }, fetchPolicy: 'no-cache' },
  );
  const letterReview = useQuery(
    JobPageCoverLetterReviewDocument,
    letter === null
      ? skipToken
      : { variables: { applicationId, text: letter }, fetchPolicy: 'no-cache' },
  );

  /** Saves the letter as a line's quick fix has it; the card then reads the saved letter. */
  async function applyQuickFix(fix: QuickFix) {
    setFixProblem(undefined);
    setAnnouncement('');
    try {
      await saveLetter({ variables: { input: { id: applicationId, text: fix.letterText } } });
      setAnnouncement(`Done: ${fix.label}. The cover letter is saved.`);
      // The button went with what it fixed: keep focus in the card.
      headingRef.current?.focus();
    } catch (error) {
      setFixProblem(`The letter was not changed. ${problemOf(error).message}`);
    }
  }

  if (!application) return null;
  const ignoredKeys = data.resumes.find((resume) => resume.isBase)?.ignoredFindings ?? [];
  const reviewed = resumeReview.data?.resumeReview;
  const items = readinessItems({
    applicationId,
    jobId: application.job.id,
    company: application.job.company ?? null,
    isTailored: tailored !== null,
    resumeReview: reviewed
      ? setAside(reviewed, ignoredKeys).review
      : resumeReview.error
        ? null
        : undefined,
    hasLetter: letter !== null,
    letterReview: letterReview.data?.coverLetterReview ?? (letterReview.error ? null : undefined),
    motivationQuestion: application.coverLetterMotivation?.question ?? null,
    answers: application.answers,
    contacts: application.contacts,
    letterText: letter,
  });

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink"
        >
          Before you apply
        </h2>
        <p aria-live="polite" className="text-sm text-ink-muted">
          {readinessSummary(items)}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-x-3 py-2.5">
            <ReviewToneMark tone={TONE_OF[item.state]} className="flex size-6 shrink-0" />
            {/* On a narrow screen the way to it goes under the line, not beside a thin column. */}
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <p className="min-w-0 flex-1 basis-48 text-sm break-words text-ink-muted">
                <span className="font-medium text-ink">{item.label}:</span> {item.detail}
              </p>
              {item.quickFix ? (
                <QuickFixButton
                  fix={item.quickFix}
                  isSaving={saving.loading}
                  onApply={(fix) => void applyQuickFix(fix)}
                />
              ) : null}
              {item.action ? (
                <Link
                  href={item.action.href}
                  className="text-sm font-medium text-accent underline decoration-accent-line underline-offset-2 hover:decoration-current"
                >
                  {item.action.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <FormAlert message={fixProblem} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function QuickFixButton({
  fix,
  isSaving,
  onApply,
}: {
  fix: QuickFix;
  isSaving: boolean;
  onApply: (fix: QuickFix) => void;
}) {
  return (
    <button
      type="button"
      disabled={isSaving}
      onClick={() => {
        onApply(fix);
      }}
      className={buttonClasses('secondary', 'md')}
    >
      {isSaving ? <Spinner /> : null}
      {fix.label}
    </button>
  );
}
