import { useId, type ReactNode } from 'react';
import { lineIconProps } from '@/components/icons';
import type { ReviewTone } from './resume-review';

/**
 * The level of the card's heading: 3 under the resume page's h2, 4 inside a job page's tailored
 * resume (h2) and its editor (h3). The card's own subheadings sit one below.
 */
export type ReviewHeadingLevel = 3 | 4;

const TONE_CLASSES: Readonly<Record<ReviewTone, string>> = {
  neutral: 'bg-accent-soft text-accent',
  warn: 'bg-warn-soft text-warn',
  good: 'bg-good-soft text-good',
};

function ToneIcon({ tone }: { tone: ReviewTone }) {
  return (
    <svg {...lineIconProps('size-4.5')}>
      {tone === 'good' ? (
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      ) : tone === 'warn' ? (
        <>
          <path d="M12 4 2.8 19.5h18.4L12 4Z" />
          <path d="M12 10v4.5m0 2.5v.01" />
        </>
      ) : (
        <>
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4 4" />
        </>
      )}
    </svg>
  );
}

const MARK_CLASSES: Readonly<Record<'problem' | 'suggestion', string>> = {
  problem: 'bg-warn-soft text-warn ring-warn-line',
  suggestion: 'bg-accent-soft text-accent ring-accent-line',
};

/** A finding's mark beside its message: "!" for a problem, "i" for a suggestion. */
export function SeverityMark({ severity }: { severity: 'problem' | 'suggestion' }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ring-1 ${MARK_CLASSES[severity]}`}
    >
      {severity === 'problem' ? '!' : 'i'}
    </span>
  );
}

/** The review's icon in its tone's colours; `className` sizes it and says how it shows. */
export function ReviewToneMark({ tone, className }: { tone: ReviewTone; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`shrink-0 items-center justify-center rounded-lg ${TONE_CLASSES[tone]} ${className}`}
    >
      <ToneIcon tone={tone} />
    </span>
  );
}

/**
 * The frame of the editor's "Review" card: its heading, the summary line and, on the heading's
 * line, a quiet status ("Checking…" while a review of newer edits runs). The same frame draws the card before its code
 * and first answer arrive (ResumeReviewPlaceholder), so nothing around it moves when they do.
 */
export function ReviewCard({
  headingLevel,
  tone,
  summary,
  status,
  isBusy,
  children,
}: {
  headingLevel: ReviewHeadingLevel;
  tone: ReviewTone;
  summary: ReactNode;
  status?: string;
  isBusy: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isBusy}
      className="rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="flex items-start gap-3 px-4 py-3.5 sm:px-6">
        <ReviewToneMark tone={tone} className="mt-0.5 hidden size-8 sm:flex" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <Heading id={titleId} className="font-semibold text-ink">
              Review
            </Heading>
            {/* On the heading's line, which has room for it at any width: the summary under it
                keeps its length, so nothing wraps or moves when a review starts or ends. */}
            {status ? <span className="text-xs text-ink-subtle">{status}</span> : null}
          </div>
          <div className="mt-0.5 text-sm text-ink-muted">{summary}</div>
        </div>
      </div>
      {children ? <div className="border-t border-line px-4 py-4 sm:px-6">{children}</div> : null}
    </section>
  );
}

/**
 * A list in the shape of the findings, still (no pulse: the card is meant to be quiet): about
 * the room three findings take, held while the card's code and its first review arrive, so the
 * editor below moves little, if at all, when they do.
 */
export function ReviewSkeleton() {
  return (
    <div aria-hidden="true">
      <span className="block py-0.5">
        <span className="block h-4 w-24 rounded bg-surface-muted" />
      </span>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
        {['w-4/5', 'w-3/5', 'w-2/3'].map((width) => (
          <li key={width} className="flex gap-2.5 px-2.5 py-2.5 sm:gap-3 sm:px-3">
            <span className="mt-0.5 size-5 shrink-0 rounded-full bg-surface-muted" />
            <span className="min-w-0 flex-1 space-y-2.5 py-1">
              <span className={`block h-3.5 rounded bg-surface-muted ${width}`} />
              <span className="block h-3.5 w-1/2 rounded bg-surface-muted" />
              <span className="block h-3 w-1/4 rounded bg-surface-muted" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The card while its code loads (lazyComponent's fallback): as it looks before the first answer. */
export function ResumeReviewPlaceholder({ headingLevel }: { headingLevel: ReviewHeadingLevel }) {
  return (
    <ReviewCard headingLevel={headingLevel} tone="neutral" summary="Checking your resume…" isBusy>
      <ReviewSkeleton />
    </ReviewCard>
  );
}
