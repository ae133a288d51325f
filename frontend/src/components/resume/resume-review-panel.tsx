'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { use, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { buttonClasses } from '@/components/button-link';
import { FoldSummary } from '@/components/fold-summary';
import { lineIconProps } from '@/components/icons';
import { ResumePageReviewDocument } from '@/gql/documents/ResumePageReviewDocument';
import { withTypename } from '@/components/pipeline/optimistic';
import { DRAFT_REVIEW_DELAY_MS, useSettledValue } from '@/components/use-settled-value';
import { ResumePageSetFindingIgnoredDocument } from '@/gql/documents/ResumePageSetFindingIgnoredDocument';
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
  setAside,
  type FindingGroup,
  type ResumeFinding,
  type ResumeReview,
  withResumeFix,
} from './resume-review';
import { ResumeEditorContext } from './editor-context';
import {
  ReviewCard,
  ReviewSkeleton,
  SeverityMark,
  type ReviewHeadingLevel,
} from './resume-review-card';

/** How many findings show before "Show all". */
const FINDINGS_SHOWN = 6;

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
 * Setting findings aside on a stored resume ("Ignore") and bringing them back, kept on the
 * server; the cached resume's list changes at once, and back with the reason if refused.
 */
function useSetAside(resumeId: string | undefined, ignoredKeys: readonly string[]) {
  const [setIgnored] = useMutation(ResumePageSetFindingIgnoredDocument);
  const [problem, setProblem] = useState<string>();

  /** Resolves to whether the server took the change. */
  async function change(finding: ResumeFinding, ignored: boolean): Promise<boolean> {
    if (resumeId === undefined) return false;
    const others = ignoredKeys.filter((key) => key !== finding.key);
    setProblem(undefined);
    try {
      await setIgnored({
        variables: { input: { resumeId, key: finding.key, ignored } },
        optimisticResponse: {
          setResumeFindingIgnored: withTypename('Resume', {
            id: resumeId,
            ignoredFindings: ignored ? [...others, finding.key] : others,
          }),
        },
      });
      return true;
    } catch (caught) {
      setProblem(
        `Could not ${ignored ? 'ignore' : 'bring back'} this finding. ${problemOf(caught).message}`,
      );
      return false;
    }
  }
  return { problem, change };
}

/**
 * "Review": what a careful reader would flag in the resume being edited (missing contact
 * details, weak or repeated openings, dates that do not add up…), each finding with a way to
 * its field. It reviews the draft, unsaved edits included, a moment after typing pauses, and
 * keeps the last findings on screen while the next review runs. On a stored resume a finding
 * the person disagrees with is set aside ("Ignore"): it leaves the list and the counts, and
 * waits under "Ignored" to be brought back. A tailored resume leaves out the findings set aside
 * on its base resume (the same line, the same key), under "Ignored on your base resume".
 */
export function ResumeReviewPanel({
  content,
  ignoredKeys,
  setAsideOn,
  headingLevel,
  idFor,
  sectionIdFor,
}: {
  /** The editor's draft, sent as it is: pruned, its list indices would no longer match. */
  content: JsonObject;
  /** The findings set aside (ResumeFinding.key): left out of the list and the counts. */
  ignoredKeys: readonly string[];
  /** The stored resume that keeps them, where findings are set aside and brought back here. */
  setAsideOn?: string;
  headingLevel: ReviewHeadingLevel;
  idFor: (path: Path, suffix?: string) => string;
  sectionIdFor: (section: string) => string;
}) {
  const settled = useSettledValue(content, DRAFT_REVIEW_DELAY_MS, isEqualJson);
  const { data, previousData, loading, error, refetch } = useQuery(ResumePageReviewDocument, {
    variables: { content: settled },
    // A review has no id to cache it by, and each draft is asked once: the cache would only
    // fill up with one entry per pause in typing.
    fetchPolicy: 'no-cache',
  });
  const reviewed = (data ?? previousData)?.resumeReview;
  const editor = use(ResumeEditorContext);
  // A fix's pointer is into the draft reviewed: offered only while that is the editor's draft.
  const canFix = !loading && data !== undefined && isEqualJson(settled, content);
  const { review, ignored } = reviewed
    ? setAside(reviewed, ignoredKeys)
    : { review: undefined, ignored: [] };
  const announcement = useCountsAnnouncement(review);
  const panelRef = useRef<HTMLDivElement>(null);
  useSteadyFieldBelow(panelRef);
  const { problem: setAsideProblem, change } = useSetAside(setAsideOn, ignoredKeys);
  const ignoredRef = useRef<HTMLElement>(null);
  // The finding set aside or brought back: once the card is drawn so, focus goes to "Ignored",
  // or to the card when none is left there (the button pressed is gone from the page).
  const focusAfter = useRef<{ key: string; ignored: boolean } | null>(null);
  useEffect(() => {
    const awaited = focusAfter.current;
    if (awaited === null) return;
    if (ignoredKeys.includes(awaited.key) !== awaited.ignored) return;
    focusAfter.current = null;
    (ignoredRef.current ?? panelRef.current)?.focus();
  });

  function setIgnored(finding: ResumeFinding, ignored: boolean) {
    focusAfter.current = { key: finding.key, ignored };
    void change(finding, ignored).then((isTaken) => {
      // Put back as it was: focus stays where it is, by the message saying why.
      if (!isTaken) focusAfter.current = null;
    });
  }
  const ignore = (finding: ResumeFinding) => {
    setIgnored(finding, true);
  };
  const bringBack = (finding: ResumeFinding) => {
    setIgnored(finding, false);
  };

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

  /** Makes the finding's fix in the draft, unsaved, and puts focus on the field it changed. */
  function fix(finding: ResumeFinding) {
    if (!editor || !canFix) return;
    const fixed = withResumeFix(content, finding);
    if (!fixed) return;
    editor.update((draft) => withResumeFix(draft, finding)?.document ?? draft);
    editor.focusAfterRender(...fixed.focus.map((path) => idFor(path)));
    editor.announce(
      finding.fix?.value == null ? 'Removed the bullet.' : `Changed to: ${finding.fix.value}`,
    );
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
    review && review.findings.length > 0 ? (
      <Findings
        review={review}
        headingLevel={headingLevel}
        onGoTo={goTo}
        onFix={editor ? { apply: fix, isReady: canFix } : undefined}
        onIgnore={setAsideOn === undefined ? undefined : ignore}
      />
    ) : null;
  const setAsideLines =
    setAsideProblem || ignored.length > 0 ? (
      <>
        {setAsideProblem ? (
          <p role="alert" className="text-sm font-medium break-words text-bad">
            {setAsideProblem}
          </p>
        ) : null}
        <IgnoredFindings
          findings={ignored}
          summaryRef={ignoredRef}
          onBringBack={setAsideOn === undefined ? undefined : bringBack}
        />
      </>
    ) : null;

  return (
    // Focusable only from the code, for when the last finding set aside is brought back.
    <div ref={panelRef} tabIndex={-1} className="outline-none">
      <ReviewCard
        headingLevel={headingLevel}
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
          failure || findings || setAsideLines ? (
            <div className="space-y-4">
              {failure}
              {findings}
              {setAsideLines}
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

/** Fixes made from the card (in an editor only); not ready while the draft is being reviewed. */
interface FixAction {
  apply: (finding: ResumeFinding) => void;
  isReady: boolean;
}

function Findings({
  review,
  headingLevel,
  onGoTo,
  onFix,
  onIgnore,
}: {
  review: ResumeReview;
  headingLevel: ReviewHeadingLevel;
  onGoTo: (finding: ResumeFinding) => void;
  onFix?: FixAction;
  onIgnore?: (finding: ResumeFinding) => void;
}) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { findings } = review;
  const { groups, isLong } = groupFindings(findings, FINDINGS_SHOWN, isShowingAll, review);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <FindingList
          key={group.severity}
          group={group}
          Heading={headingLevel === 3 ? 'h4' : 'h5'}
          onGoTo={onGoTo}
          onFix={onFix}
          onIgnore={onIgnore}
        />
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

function FindingList({
  group,
  Heading,
  onGoTo,
  onFix,
  onIgnore,
}: {
  group: FindingGroup;
  /** One level below the card's. */
  Heading: 'h4' | 'h5';
  onGoTo: (finding: ResumeFinding) => void;
  onFix?: FixAction;
  onIgnore?: (finding: ResumeFinding) => void;
}) {
  const headingId = useId();
  const isProblem = group.severity === 'problem';
  return (
    <div>
      <Heading
        id={headingId}
        className={`text-sm font-semibold ${isProblem ? 'text-warn' : 'text-ink'}`}
      >
        {group.title} <span className="font-normal text-ink-muted">({group.count})</span>
      </Heading>
      <ul
        aria-labelledby={headingId}
        className={`mt-2 divide-y overflow-hidden rounded-lg border ${
          isProblem ? 'divide-warn-line border-warn-line' : 'divide-line border-line'
        }`}
      >
        {group.shown.map(({ key, finding }) => (
          <li key={key}>
            <FindingRow finding={finding} onGoTo={onGoTo} onFix={onFix} onIgnore={onIgnore} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FindingRow({
  finding,
  onGoTo,
  onFix,
  onIgnore,
}: {
  finding: ResumeFinding;
  onGoTo: (finding: ResumeFinding) => void;
  onFix?: FixAction;
  onIgnore?: (finding: ResumeFinding) => void;
}) {
  const place = findingPlace(finding);
  const messageId = useId();
  return (
    // Narrower gaps on a phone, where the message has little room beside the mark.
    <div className="flex gap-2.5 px-2.5 py-2.5 sm:gap-3 sm:px-3">
      <SeverityMark severity={finding.severity} />
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:gap-4">
        <FindingText finding={finding} messageId={messageId} />
        <div className="mt-1 -ml-2 flex shrink-0 flex-wrap items-center gap-x-1 sm:mt-0 sm:ml-0">
          <button
            type="button"
            aria-label={`Go to field: ${place.target}`}
            onClick={() => {
              onGoTo(finding);
            }}
            className={`${ROW_BUTTON} font-semibold text-accent hover:bg-accent-soft`}
          >
            Go to field
            <svg {...lineIconProps('size-4')}>
              <path d="M5 12h14m-5-5 5 5-5 5" />
            </svg>
          </button>
          {onFix && finding.fix ? (
            <button
              type="button"
              aria-describedby={messageId}
              disabled={!onFix.isReady}
              onClick={() => {
                onFix.apply(finding);
              }}
              className={`${ROW_BUTTON} font-semibold text-accent hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-60`}
            >
              {finding.fix.label}
            </button>
          ) : null}
          {onIgnore ? (
            <button
              type="button"
              aria-describedby={messageId}
              onClick={() => {
                onIgnore(finding);
              }}
              className={`${ROW_BUTTON} font-medium text-ink-muted hover:bg-surface-muted hover:text-ink`}
            >
              Ignore
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const ROW_BUTTON =
  'inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm transition-colors';

/** A finding's message, the words it is about (when the message does not quote them) and where. */
function FindingText({ finding, messageId }: { finding: ResumeFinding; messageId: string }) {
  const place = findingPlace(finding);
  const excerpt = excerptToShow(finding);
  return (
    <div className="min-w-0 flex-1">
      <p id={messageId} className="text-sm break-words text-ink">
        {finding.message}
      </p>
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
  );
}

/**
 * "Ignored (N)": the findings set aside that the review still finds, folded away, each with
 * "Bring back". None set aside, or all of them fixed since: nothing drawn. Without
 * `onBringBack` they were set aside on the base resume, and are brought back there.
 */
function IgnoredFindings({
  findings,
  summaryRef,
  onBringBack,
}: {
  findings: readonly ResumeFinding[];
  summaryRef: RefObject<HTMLElement | null>;
  onBringBack?: (finding: ResumeFinding) => void;
}) {
  if (findings.length === 0) return null;
  return (
    <details className="group">
      <FoldSummary summaryRef={summaryRef}>
        {onBringBack ? 'Ignored' : 'Ignored on your base resume'} ({findings.length})
      </FoldSummary>
      {onBringBack ? null : (
        <p className="mt-2 text-sm text-ink-muted">
          You set these aside on your base resume, so they are left out here too. Bring them back on
          the Resume page.
        </p>
      )}
      <ul
        aria-label="Ignored findings"
        className="mt-2 divide-y divide-line overflow-hidden rounded-lg border border-line"
      >
        {/* Two findings can share a key (the same words twice in one entry): the index parts them. */}
        {findings.map((finding, index) => (
          <IgnoredRow
            key={`${finding.key}-${String(index)}`}
            finding={finding}
            onBringBack={onBringBack}
          />
        ))}
      </ul>
    </details>
  );
}

function IgnoredRow({
  finding,
  onBringBack,
}: {
  finding: ResumeFinding;
  onBringBack?: (finding: ResumeFinding) => void;
}) {
  const messageId = useId();
  return (
    <li className="px-2.5 py-2.5 sm:flex sm:items-start sm:gap-4 sm:px-3">
      <FindingText finding={finding} messageId={messageId} />
      {onBringBack ? (
        <button
          type="button"
          aria-describedby={messageId}
          onClick={() => {
            onBringBack(finding);
          }}
          className={`${ROW_BUTTON} mt-1 -ml-2 font-medium text-accent hover:bg-accent-soft sm:mt-0 sm:ml-0`}
        >
          Bring back
        </button>
      ) : null}
    </li>
  );
}
