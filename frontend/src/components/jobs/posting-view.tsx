'use client';

import { useId, useState } from 'react';
import type { JobPageQuery } from '@/gql/graphql';
import { degreeLabel, seniorityLabel, yearsLabel } from '@/lib/match-format';

type Posting = NonNullable<NonNullable<JobPageQuery['job']>['posting']>;

/** Postings longer than this many characters start folded. */
const FOLD_AT = 1800;

/**
 * The posting as saved: what the engine read from it (level, years, degree, skills) and the
 * text itself, as text (never as HTML), keeping its line breaks.
 */
export function PostingView({
  posting,
  descriptionText,
}: {
  posting: Posting | null;
  descriptionText: string | null;
}) {
  const id = useId();
  const isLong = (descriptionText?.length ?? 0) > FOLD_AT;
  const [isOpen, setIsOpen] = useState(false);
  const chips = posting
    ? [
        posting.seniority ? seniorityLabel(posting.seniority) : null,
        posting.yearsExperience !== null ? yearsLabel(posting.yearsExperience) : null,
        posting.degree ? degreeLabel(posting.degree) : null,
      ].filter((chip): chip is string => chip !== null)
    : [];

  return (
    <div className="space-y-5">
      {chips.length > 0 ? (
        <ul aria-label="Asked for" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip}
              className="rounded-full border border-accent-line bg-accent-soft px-3 py-1 text-sm font-medium text-ink"
            >
              {chip}
            </li>
          ))}
        </ul>
      ) : null}
      {posting && (posting.mustHave.length > 0 || posting.niceToHave.length > 0) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SkillList title="Required skills" terms={posting.mustHave} />
          <SkillList title="Preferred skills" terms={posting.niceToHave} />
        </div>
      ) : null}
      {descriptionText ? (
        <div>
          <div
            id={`${id}-text`}
            className={`relative rounded-lg border border-line bg-surface-muted p-4 sm:p-5 ${
              isLong && !isOpen ? 'max-h-[28rem] overflow-hidden' : ''
            }`}
          >
            <p className="text-sm leading-6 break-words whitespace-pre-wrap text-ink">
              {descriptionText}
            </p>
            {isLong && !isOpen ? (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-linear-to-t from-surface-muted to-transparent"
              />
            ) : null}
          </div>
          {isLong ? (
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={`${id}-text`}
              onClick={() => {
                setIsOpen((open) => !open);
              }}
              className="mt-2 text-sm font-medium text-accent hover:underline"
            >
              {isOpen ? 'Show less' : 'Show the whole posting'}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">
          This job was saved without the posting&apos;s text.
        </p>
      )}
    </div>
  );
}

function SkillList({
  title,
  terms,
}: {
  title: string;
  terms: readonly { skillId: string; name: string }[];
}) {
  return (
    <div>
      <p className="text-sm font-medium text-ink">{title}</p>
      {terms.length === 0 ? (
        <p className="mt-1 text-sm text-ink-subtle">None named.</p>
      ) : (
        <ul aria-label={title} className="mt-1.5 flex flex-wrap gap-1.5">
          {terms.map((term) => (
            <li
              key={term.skillId}
              className="rounded-md bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink ring-1 ring-line ring-inset"
            >
              {term.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
