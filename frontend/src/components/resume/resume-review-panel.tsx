'use client';

import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { buttonClasses } from '@/components/button-link';
import { lineIconProps } from '@/components/icons';
import { ResumePageReviewDocument } from '@/gql/documents/ResumePageReviewDocument';
import { problemOf } from '@/lib/graphql-errors';
import { isEqualJson, type JsonObject, type Path } from '@/lib/resume-editing';
import {
  countsAnnouncement,
  excerptToShow,
  fieldTargets,
  findingPlace,
  groupFindings,
  resolveFieldTarget,
  reviewSummary,
  reviewTone,
  type FindingGroup,
  type ResumeFinding,
  type ResumeReview,
} from './resume-review';
import { ReviewCard, ReviewSkeleton } from './resume-review-card';

/** How long after the last edit the draft is reviewed: a pause in typing, not every key. */
const REVIEW_DELAY_MS = 700;

/** How many findings show before "Show all". */
const FINDINGS_SHOWN = 6;

/**
 * The draft as it stands once edits have paused for `delay` ms; an edit that leaves it as it
 * was (typed and undone) keeps the same object, so nothing is asked again.
 */
function useSettledDraft(content: JsonObject, delay: number): JsonObject {
  const [settled, setSettled] = useState(content);
  useEffect(() => {
    if (content === settled) return;
    const timer = setTimeout(() => {
      setSettled((previous) => (isEqualJson(previous, content) ? previous : content));
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [content, settled, delay]);
  return settled;
}

/**
 * Keeps the field being typed in still while the card above it grows or shrinks (a finding
 * fixed, another found). The browser's own scroll anchoring did not keep it there in Chromium
 * (e2e/tests/resume-review.spec.ts measures it), and not every browser has it. So where the
 * focused control below the card sits on screen is remembered at every scroll, focus and edit;
 * when the card changes size, the page scrolls by however far the control moved, at once (not
 * smoothly) and before the frame is painted. Where the browser did anchor, nothing moved.
 */
function useSteadyFieldBelow(cardRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    let anchor: { element: Element; top: number } | undefined;
    const remember = () => {
      const focused = document.activeElement;
      // Below the card, not in it: "Show all" moves down as the list opens under it.
      const isBelow =
        focused !== null &&
        !card.contains(focused) &&
        (card.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      anchor = isBelow ? { element: focused, top: focused.getBoundingClientRect().top } : undefined;
    };
    const observer = new ResizeObserver(() => {
      if (anchor?.element === document.activeElement) {
        const moved = anchor.element.getBoundingClientRect().top - anchor.top;
        if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
      }
      remember();
    });
    observer.observe(card);
    window.addEventListener('scroll', remember, { passive: true });
    document.addEventListener('focusin', remember);
    // After each edit too: what the edit itself moved (a field's message, a new line) stays.
    document.addEventListener('input', remember);
    remember();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', remember);
      document.removeEventListener('focusin', remember);
      document.removeEventListener('input', remember);
    };
  }, [cardRef]);
}

/**
 * "Review": what a careful reader would flag in the resume being edited (missing contact
 * details, weak or repeated openings, dates that do not add up…), each finding with a way to
 * its field. It reviews the draft, unsaved edits included, a moment after typing pauses, and
 * keeps the last findings on screen while the next review runs.
 */
export function ResumeReviewPanel({
  content,
  idFor,
  sectionIdFor,
}: {
  /** The editor's draft, sent as it is: pruned, its list indices would no longer match. */
  content: JsonObject;
  idFor: (path: Path, suffix?: string) => string;
  sectionIdFor: (section: string) => string;
}) {
  const settled = useSettledDraft(content, REVIEW_DELAY_MS);
  const { data, previousData, loading, error, refetch } = useQuery(ResumePageReviewDocument, {
    variables: { content: settled },
    // A review has no id to cache it by, and each draft is asked once: the cache would only
    // fill up with one entry per pause in typing.
    fetchPolicy: 'no-cache',
  });
  const review = (data ?? previousData)?.resumeReview;
  const announcement = useCountsAnnouncement(review);
  const panelRef = useRef<HTMLDivElement>(null);
  useSteadyFieldBelow(panelRef);

  function goTo(finding: ResumeFinding) {
    const root = panelRef.current?.closest('form') ?? document;
    const controlIds = Array.from(
      root.querySelectorAll<HTMLElement>('input, textarea, select, button'),
      (element) => element.id,
    ).filter(Boolean);
    const id = resolveFieldTarget(
      fieldTargets(finding.pointer, idFor, sectionIdFor),
      (candidate) => document.getElementById(candidate) !== null,
      controlIds,
    );
    const element = id === undefined ? null : document.getElementById(id);
    if (!element) return;
    // The last resort is a whole section, which does not take focus by itself.
    if (!element.matches('input, textarea, select, button, a[href], [tabindex]'))
      element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    // Centred: clear of the sticky header above and the save bar below. The page's own
    // scroll-behavior makes it smooth unless reduced motion is asked for.
    element.scrollIntoView({ block: 'center' });
  }

  const retry = () => {
    // A failure shows through the query's `error`.
    refetch().catch(() => undefined);
  };
  const problem = error && !loading ? problemOf(error) : undefined;

  const failure = problem ? (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p className="font-medium text-bad">
        {review ? `Could not check your latest changes. ${problem.message}` : problem.message}
      </p>
      <button type="button" onClick={retry} className={buttonClasses('secondary', 'md')}>
        Try again
      </button>
    </div>
  ) : null;
  const findings =
    review && review.findings.length > 0 ? <Findings review={review} onGoTo={goTo} /> : null;

  return (
    <div ref={panelRef}>
      <ReviewCard
        tone={reviewTone(review)}
        summary={
          review
            ? reviewSummary(review)
            : problem
              ? 'Could not check this resume.'
              : 'Checking your resume…'
        }
        status={review && loading ? 'Checking…' : undefined}
        isBusy={loading}
      >
        {review || problem ? (
          failure || findings ? (
            <div className="space-y-4">
              {failure}
              {findings}
            </div>
          ) : null
        ) : (
          <ReviewSkeleton />
        )}
      </ReviewCard>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/**
 * What to announce: the counts when they change from one review to the next (worked out
 * while rendering, as React advises for state that follows a prop), never the first review.
 */
function useCountsAnnouncement(review: ResumeReview | undefined): string {
  const [counted, setCounted] = useState<ResumeReview>();
  const [announcement, setAnnouncement] = useState('');
  if (
    review &&
    (counted?.problemCount !== review.problemCount ||
      counted.suggestionCount !== review.suggestionCount)
  ) {
    setCounted(review);
    const message = countsAnnouncement(counted, review);
    if (message !== undefined) setAnnouncement(message);
  }
  return announcement;
}

function Findings({
  review,
  onGoTo,
}: {
  review: ResumeReview;
  onGoTo: (finding: ResumeFinding) => void;
}) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { findings } = review;
  const { groups, isLong } = groupFindings(findings, FINDINGS_SHOWN, isShowingAll, review);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <FindingList key={group.severity} group={group} onGoTo={onGoTo} />
      ))}
      {isLong ? (
        <button
          type="button"
          onClick={() => {
            setIsShowingAll((showing) => !showing);
          }}
          className={buttonClasses('ghost', 'md', '-ml-2')}
        >
          {isShowingAll ? 'Show fewer' : `Show all ${String(findings.length)}`}
        </button>
      ) : null}
    </div>
  );
}

const MARKER_CLASSES: Readonly<Record<ResumeFinding['severity'], string>> = {
  problem: 'bg-warn-soft text-warn ring-warn-line',
  suggestion: 'bg-accent-soft text-accent ring-accent-line',
};

function FindingList({
  group,
  onGoTo,
}: {
  group: FindingGroup;
  onGoTo: (finding: ResumeFinding) => void;
}) {
  const headingId = useId();
  const isProblem = group.severity === 'problem';
  return (
    <div>
      <h4
        id={headingId}
        className={`text-sm font-semibold ${isProblem ? 'text-warn' : 'text-ink'}`}
      >
        {group.title} <span className="font-normal text-ink-muted">({group.count})</span>
      </h4>
      <ul
        aria-labelledby={headingId}
        className={`mt-2 divide-y overflow-hidden rounded-lg border ${
          isProblem ? 'divide-warn-line border-warn-line' : 'divide-line border-line'
        }`}
      >
        {group.shown.map(({ key, finding }) => (
          <li key={key}>
            <FindingRow finding={finding} onGoTo={onGoTo} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FindingRow({
  finding,
  onGoTo,
}: {
  finding: ResumeFinding;
  onGoTo: (finding: ResumeFinding) => void;
}) {
  const place = findingPlace(finding);
  const excerpt = excerptToShow(finding);
  return (
    // Narrower gaps on a phone, where the message has little room beside the mark.
    <div className="flex gap-2.5 px-2.5 py-2.5 sm:gap-3 sm:px-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ring-1 ${MARKER_CLASSES[finding.severity]}`}
      >
        {finding.severity === 'problem' ? '!' : 'i'}
      </span>
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm break-words text-ink">{finding.message}</p>
          {excerpt ? (
            <p className="mt-1 text-sm break-words text-ink-muted">
              <q>{excerpt}</q>
            </p>
          ) : null}
          <p className="mt-1 text-xs break-words text-ink-subtle">
            {place.context[0]}
            {place.context[1] === undefined ? null : (
              <>
                {' · '}
                <span className="whitespace-nowrap">{place.context[1]}</span>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          aria-label={`Go to field: ${place.target}`}
          onClick={() => {
            onGoTo(finding);
          }}
          className="mt-1 -ml-2 inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-accent transition-colors hover:bg-accent-soft sm:mt-0 sm:ml-0"
        >
          Go to field
          <svg {...lineIconProps('size-4')}>
            <path d="M5 12h14m-5-5 5 5-5 5" />
          </svg>
        </button>
      </div>
    </div>
  );
}
