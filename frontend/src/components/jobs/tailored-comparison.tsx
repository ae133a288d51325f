import { MatchBreakdown } from '@/components/match/match-breakdown';
import { ScoreGauge } from '@/components/match/score-gauge';
import type { JobPageApplicationFragment } from '@/gql/graphql';
import { describeScoreDelta, formatScoreDelta } from '@/lib/match-format';
import { ExportButtons } from './export-buttons';
import { ResumeDiffView } from './resume-diff-view';

type Tailored = NonNullable<JobPageApplicationFragment['tailoredResume']>;

/**
 * A tailored resume as stored: its score against the base resume's, the downloads, and the two
 * resumes side by side.
 */
export function TailoredComparison({
  applicationId,
  tailored,
  baseContent,
}: {
  applicationId: string;
  tailored: Tailored;
  baseContent: unknown;
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
