import type { MatchBreakdownFragment } from '@/gql/graphql';
import { capNotice, headlineExplanation } from '@/lib/match-format';
import { Heading, type HeadingLevel } from './heading';
import { MatchComponents } from './match-components';
import { MatchedTerms } from './matched-terms';
import { MissingTerms } from './missing-terms';
import { ScoreGauge } from './score-gauge';

/**
 * A match explained in full: the gauge and the reasons in words, the components as bars,
 * what is missing and what the resume shows with its evidence. `headingLevel` is the level of
 * the panel's own sub-headings, one below the section that holds it.
 */
export function MatchBreakdown({
  match,
  headingLevel,
}: {
  match: MatchBreakdownFragment;
  headingLevel: HeadingLevel;
}) {
  return (
    <div className="space-y-8">
      <div className="grid gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <ScoreSummary match={match} />
        <div>
          <Heading level={headingLevel} className="font-semibold text-ink">
            How the score adds up
          </Heading>
          <div className="mt-4">
            <MatchComponents components={match.components} />
          </div>
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <section aria-label="What is missing">
          <MissingTerms missing={match.missing} headingLevel={headingLevel} />
        </section>
        <section aria-label="What your resume shows">
          <MatchedTerms matched={match.matched} headingLevel={headingLevel} />
        </section>
      </div>
    </div>
  );
}

/** The gauge, a cap notice and the explanation sentences the bars do not already say. */
export function ScoreSummary({ match }: { match: MatchBreakdownFragment }) {
  const capping = match.missing.filter(
    (term) => term.requirement === 'must' && term.category !== 'soft',
  ).length;
  const sentences = headlineExplanation(
    match.explanation,
    match.components.map((component) => component.label),
  ).filter((sentence) => !(match.cap && sentence.startsWith('Missing must-haves')));
  return (
    <div className="flex flex-col items-center text-center md:items-start md:text-left">
      <ScoreGauge score={match.score} band={match.band} uncapped={match.cap?.uncapped} />
      {match.cap ? (
        <p className="mt-4 rounded-lg border border-warn-line bg-warn-soft px-3 py-2 text-sm font-medium text-ink">
          {capNotice(match.cap, capping)}
        </p>
      ) : null}
      {sentences.length > 0 ? (
        <ul className="mt-3 space-y-1.5 text-sm text-ink-muted">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3 w-full text-left text-sm">
        <summary className="cursor-pointer font-medium text-accent hover:underline">
          The whole explanation
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
          {match.explanation.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-ink-subtle">Scored by {match.algorithmVersion}.</p>
      </details>
    </div>
  );
}
