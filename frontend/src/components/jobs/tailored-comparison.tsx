import { lazyComponent } from '@/components/lazy-component';
import { MatchBreakdown } from '@/components/match/match-breakdown';
import { ScoreGauge } from '@/components/match/score-gauge';
import type { JobPageApplicationFragment } from '@/gql/graphql';
import { describeScoreDelta, formatScoreDelta } from '@/lib/match-format';
import { ExportButtons } from './export-buttons';
import { ResumeDiffView } from './resume-diff-view';

type Tailored = NonNullable<JobPageApplicationFragment['tailoredResume']>;

// The review's query and its wording arrive after the page is drawn, in a chunk of their own
// (the job page's first load is near its budget: scripts/check-budgets.mjs); until then the
// line holds its place.
const TailoredReviewNote = lazyComponent(
  () => import('./tailored-review-note').then((module) => module.TailoredReviewNote),
  {
    fallback: () => (
      <div className="mt-2 flex items-center gap-2 border-t border-line pt-4 text-sm text-ink-muted">
        <span aria-hidden="true" className="size-6 shrink-0 rounded-lg bg-accent-soft" />
        <span>
          <span className="font-medium text-ink">Review:</span> Checking it…
        </span>
      </div>
    ),
  },
);

/**
 * A tailored resume as stored: its score against the base resume's, the downloads with what the
 * review would flag, and the two resumes side by side.
 */
export function TailoredComparison({
  applicationId,
  tailored,
  baseContent,
  baseIgnoredFindings,
  onReview,
}: {
  applicationId: string;
  tailored: Tailored;
  baseContent: unknown;
  /** The review findings set aside on the base resume, left out of this one's review. */
  baseIgnoredFindings: readonly string[];
  /** Opens the editor, whose review lists the findings. */
  onReview: () => void;
}) {
  const { match, masterMatch } = tailored;
  const delta = match.score - masterMatch.score;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="tailored-score-title"
          className="rounded-xl border border-line bg-surface-muted/40 p-4 sm:p-5"
        >
          <h3 id="tailored-score-title" className="font-semibold text-ink">
            Score
          </h3>
          <div className="mt-4 grid max-w-md grid-cols-2 gap-4">
            <div className="flex flex-col items-center">
              <p className="mb-1 flex h-6 items-center text-xs font-semibold tracking-wide text-ink-muted uppercase">
                Base resume
              </p>
              <ScoreGauge score={masterMatch.score} band={masterMatch.band} size="md" />
            </div>
            <div className="flex flex-col items-center">
              <p className="mb-1 flex h-6 items-center gap-2 text-xs font-semibold tracking-wide text-accent uppercase">
                Tailored
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold tracking-normal tabular-nums normal-case ring-1 ring-inset ${
                    delta > 0
                      ? 'bg-good-soft text-good ring-good-bar/60'
                      : delta < 0
                        ? 'bg-warn-soft text-warn ring-warn-line'
                        : 'bg-surface-muted text-ink-muted ring-line'
                  }`}
                >
                  <span aria-hidden="true">{formatScoreDelta(match.score, masterMatch.score)}</span>
                  <span className="sr-only">
                    , {describeScoreDelta(match.score, masterMatch.score)}
                  </span>
                </span>
              </p>
              <ScoreGauge
                score={match.score}
                band={match.band}
                uncapped={match.cap?.uncapped}
                size="md"
              />
            </div>
          </div>
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium text-accent hover:underline">
              Why the tailored resume scores {match.score}
            </summary>
            <div className="mt-4">
              <MatchBreakdown match={match} headingLevel={4} />
            </div>
          </details>
        </section>

        <section
          aria-labelledby="tailored-export-title"
          className="rounded-xl border border-line bg-surface-muted/40 p-4 sm:p-5"
        >
          <h3 id="tailored-export-title" className="font-semibold text-ink">
            Download
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            The tailored resume, ready to send or to edit further.
          </p>
          <div className="mt-4">
            <ExportButtons applicationId={applicationId} />
          </div>
          <TailoredReviewNote
            content={tailored.content}
            ignoredKeys={baseIgnoredFindings}
            onReview={onReview}
          />
        </section>
      </div>

      <section aria-labelledby="tailored-diff-title">
        <h3 id="tailored-diff-title" className="font-semibold text-ink">
          Side by side with your base resume
        </h3>
        <div className="mt-3">
          <ResumeDiffView
            diff={tailored.diff}
            baseContent={baseContent}
            tailoredContent={tailored.content}
          />
        </div>
      </section>
    </>
  );
}
