import { CheckIcon } from '../icons';
import {
  matchedTermCount,
  matchedTerms,
  missingTerms,
  sampleJob,
  scoreBand,
  scoreComponents,
  totalScore,
} from './sample-data';

/** The card shows the first matches; the full report lists every one. */
const SHOWN_MATCHES = 2;
const shownMatches = matchedTerms.slice(0, SHOWN_MATCHES);
const hiddenMatchCount = matchedTermCount - shownMatches.length;

const missingMustHaves = missingTerms.filter((missing) => missing.kind === 'required');

const GAUGE_RADIUS = 42;
const GAUGE_CIRCUMFERENCE = 2 * Math.PI * GAUGE_RADIUS;

function ScoreGauge({ score }: { score: number }) {
  const filled = (score / 100) * GAUGE_CIRCUMFERENCE;
  return (
    <div className="relative size-24 shrink-0">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={GAUGE_RADIUS}
          fill="none"
          strokeWidth="9"
          className="stroke-surface-muted"
        />
        <circle
          cx="50"
          cy="50"
          r={GAUGE_RADIUS}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${GAUGE_CIRCUMFERENCE}`}
          className="stroke-good-bar"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-bold tracking-tight text-ink tabular-nums">{score}</span>
        <span className="text-xs font-medium text-ink-subtle">/ 100</span>
      </div>
    </div>
  );
}

function KindBadge({ kind }: { kind: 'required' | 'preferred' }) {
  return kind === 'required' ? (
    <span className="rounded bg-accent-soft px-1.5 py-0.5 text-[0.6875rem] font-semibold text-accent">
      must-have
    </span>
  ) : (
    <span className="rounded bg-surface-muted px-1.5 py-0.5 text-[0.6875rem] font-semibold text-ink-muted">
      nice-to-have
    </span>
  );
}

/**
 * A sample of the explainable match score: the total, its weighted components, the matched
 * terms with the resume bullet that proves each, and the must-haves that are missing.
 */
export function MatchScoreCard() {
  const band = scoreBand(totalScore);
  return (
    <figure
      aria-labelledby="sample-score-title"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface shadow-xl shadow-brand-950/[0.07] ring-1 ring-black/[0.02] dark:shadow-black/40"
    >
      <div className="flex items-center gap-5 border-b border-line p-5 sm:px-6">
        <ScoreGauge score={totalScore} />
        <div className="min-w-0">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-good-soft px-2.5 py-1 text-xs font-semibold text-good">
            <CheckIcon className="size-3.5" />
            {band}
          </span>
          <p id="sample-score-title" className="mt-2 font-semibold text-ink">
            <span className="sr-only">
              Sample match score: {totalScore} out of 100, {band}, for{' '}
            </span>
            {sampleJob.title}
          </p>
          <p className="text-sm text-ink-muted">
            {sampleJob.company} · {sampleJob.location}
          </p>
        </div>
      </div>

      <div className="space-y-5 p-5 sm:px-6">
        <section aria-label="Score components">
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
            Score components
          </p>
          <ul className="mt-3 space-y-2.5">
            {scoreComponents.map((component) => (
              <li
                key={component.key}
                className="grid grid-cols-[9.25rem_1fr_2rem] items-center gap-3 text-sm"
              >
                <span className="truncate text-ink-muted" title={component.detail}>
                  {component.label}
                  <span className="sr-only">
                    , weight {component.weight}%, {component.detail}:
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className="h-2 overflow-hidden rounded-full bg-surface-muted"
                >
                  <span
                    className={`block h-full rounded-full ${component.score >= 80 ? 'bg-good-bar' : component.score >= 65 ? 'bg-brand-500' : 'bg-amber-500'}`}
                    style={{ width: `${component.score}%` }}
                  />
                </span>
                <span className="text-right font-semibold text-ink tabular-nums">
                  {component.score}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="Matched terms with evidence">
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
            Matched, with evidence
          </p>
          <ul className="mt-3 space-y-3">
            {shownMatches.map((match) => (
              <li
                key={match.term}
                className="rounded-xl border border-line bg-canvas-tint px-3 py-2.5"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold text-ink">{match.term}</span>
                  <KindBadge kind={match.kind} />
                </div>
                <blockquote className="mt-1.5 text-sm leading-6 text-ink-muted">
                  “{match.evidence.before}
                  <mark className="rounded bg-good-soft px-0.5 font-medium text-good">
                    {match.evidence.highlight}
                  </mark>
                  {match.evidence.after}”
                </blockquote>
                <p className="mt-1 text-xs text-ink-subtle">{match.source}</p>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-subtle">
            + {hiddenMatchCount} more matched terms, each with its evidence
          </p>
        </section>

        <section aria-label="Missing must-haves">
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
            Missing must-haves
          </p>
          <ul className="mt-3 space-y-2">
            {missingMustHaves.map((missing) => (
              <li
                key={missing.term}
                className="flex items-start gap-3 rounded-xl border border-warn-line bg-warn-soft p-3"
              >
                <svg
                  viewBox="0 0 20 20"
                  className="mt-0.5 size-5 shrink-0 text-warn"
                  aria-hidden="true"
                >
                  <path
                    d="M10 3.2 18 17H2L10 3.2Z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinejoin="round"
                  />
                  <path
                    d="M10 8.5v3.8"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                  <circle cx="10" cy="14.6" r="1" fill="currentColor" />
                </svg>
                <div className="text-sm">
                  <p className="font-semibold text-warn">{missing.term}</p>
                  <p className="mt-0.5 text-ink-muted">{missing.note}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <figcaption className="sr-only">
        Example of the match report Resume Agent writes for every job you add.
      </figcaption>
    </figure>
  );
}
