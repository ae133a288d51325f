import type { MatchBreakdownFragment } from '@/gql/graphql';
import { DisclosureChevron } from '@/components/icons';
import { categoryLabel, sectionLabel } from '@/lib/match-format';
import { Heading, type HeadingLevel } from './heading';

type MatchedTerm = MatchBreakdownFragment['matched'][number];

/**
 * The posting's skills the resume shows, must-haves first. Each opens to the resume lines that
 * prove it, so the person can check the engine read them right.
 */
export function MatchedTerms({
  matched,
  headingLevel,
}: {
  matched: readonly MatchedTerm[];
  headingLevel: HeadingLevel;
}) {
  const must = matched.filter((term) => term.requirement === 'must');
  const nice = matched.filter((term) => term.requirement === 'nice');
  if (matched.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        The resume shows none of the skills this posting names yet.
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <TermGroup title="Must-haves" terms={must} headingLevel={headingLevel} />
      <TermGroup title="Nice-to-haves" terms={nice} headingLevel={headingLevel} />
    </div>
  );
}

function TermGroup({
  title,
  terms,
  headingLevel,
}: {
  title: string;
  terms: readonly MatchedTerm[];
  headingLevel: HeadingLevel;
}) {
  if (terms.length === 0) return null;
  return (
    <div>
      <Heading level={headingLevel} className="text-sm font-semibold text-ink">
        {title} you show <span className="font-normal text-ink-muted">({terms.length})</span>
      </Heading>
      <ul className="mt-2 divide-y divide-line overflow-hidden rounded-lg border border-line">
        {terms.map((term) => (
          <li key={term.skillId}>
            <TermEvidence term={term} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TermEvidence({ term }: { term: MatchedTerm }) {
  const proofs = term.evidence.length;
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center gap-3 px-3 py-2.5 hover:bg-surface-muted focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
        <DisclosureChevron />
        <span className="min-w-0 flex-1">
          <span className="font-medium text-ink">{term.name}</span>
          <span className="ml-2 text-xs text-ink-subtle">{categoryLabel(term.category)}</span>
        </span>
        <span className="shrink-0 text-xs text-ink-muted">
          {proofs === 1 ? '1 line' : `${proofs} lines`}
          <span className="sr-only"> of your resume show it</span>
        </span>
      </summary>
      <ul className="space-y-2 border-t border-line bg-surface-muted/60 px-3 py-3 sm:pl-10">
        {term.evidence.map((evidence) => (
          <li key={`${evidence.itemId}-${evidence.pointer}`} className="text-sm">
            <p className="text-xs font-medium text-ink-subtle">
              {sectionLabel(evidence.section)}
              {evidence.entry ? ` · ${evidence.entry}` : ''}
            </p>
            <blockquote className="mt-0.5 border-l-2 border-accent-line pl-2.5 text-ink">
              {evidence.text}
            </blockquote>
          </li>
        ))}
      </ul>
    </details>
  );
}
