import type { MatchBreakdownFragment } from '@/gql/graphql';
import { categoryLabel } from '@/lib/match-format';
import { Heading, type HeadingLevel } from './heading';

type MissingTerm = MatchBreakdownFragment['missing'][number];

/**
 * The posting's skills the resume does not show: must-haves prominently (they cap the score),
 * nice-to-haves in a quieter list. `inMaster` marks a skill the base resume has but this
 * (tailored) version left out.
 */
export function MissingTerms({
  missing,
  headingLevel,
}: {
  missing: readonly MissingTerm[];
  headingLevel: HeadingLevel;
}) {
  const must = missing.filter((term) => term.requirement === 'must');
  const nice = missing.filter((term) => term.requirement === 'nice');
  return (
    <div className="space-y-4">
      {must.length > 0 ? (
        <div className="rounded-lg border border-warn-line bg-warn-soft p-3.5">
          <Heading level={headingLevel} className="flex items-center gap-2 font-semibold text-ink">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 text-warn">
              <path
                d="M10 3 2 17h16L10 3Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
              <path
                d="M10 8v4m0 2.5v.01"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <span>
              Missing must-haves <span className="font-normal text-ink-muted">({must.length})</span>
            </span>
          </Heading>
          <p className="mt-1 text-sm text-ink-muted">
            {must.length === 1
              ? 'The posting requires it and your resume does not show it. If you have it, add it to your resume with an example.'
              : 'The posting requires these and your resume does not show them. If you have them, add them to your resume with an example.'}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {must.map((term) => (
              <li
                key={term.skillId}
                className="rounded-md border border-warn-line bg-surface px-2.5 py-1 text-sm"
              >
                <span className="font-semibold text-ink">{term.name}</span>
                <span className="ml-1.5 text-xs text-ink-muted">
                  {categoryLabel(term.category)}
                </span>
                {term.inMaster ? <InMasterNote /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-good-bar/40 bg-good-soft px-3 py-2.5 text-sm font-medium text-good">
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
            <path
              d="m3.5 8.5 3 3 6-6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Your resume shows every must-have this posting names.
        </p>
      )}
      {nice.length > 0 ? (
        <div>
          <Heading level={headingLevel} className="text-sm font-semibold text-ink">
            Missing nice-to-haves{' '}
            <span className="font-normal text-ink-muted">({nice.length})</span>
          </Heading>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {nice.map((term) => (
              <li
                key={term.skillId}
                className="rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs text-ink-muted"
              >
                {term.name}
                {term.inMaster ? <InMasterNote /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function InMasterNote() {
  return <span className="ml-1.5 text-xs text-ink-muted italic">(in your base resume)</span>;
}
