'use client';

import { AppLink } from '@/components/app-link';
import type { JobPageKnownPeopleFragment } from '@/gql/graphql';
import {
  PEOPLE_NAMED,
  peopleMetElsewhere,
  peopleNotNamed,
  personHref,
} from './known-at-company-rules';

/**
 * "People you know at Northwind Bank": the people met at the job's company through other
 * applications, each a link to them on the People page, with the nudge to ask them about the
 * role. Nothing is drawn when there is no one.
 */
export function KnownAtCompany({
  jobId,
  company,
  known,
}: {
  jobId: string;
  company: string;
  known: JobPageKnownPeopleFragment;
}) {
  const people = peopleMetElsewhere(known.people, jobId);
  if (people.length === 0) return null;
  const hidden = peopleNotNamed(known.totalCount, known.people.length, people.length);
  return (
    <aside
      aria-labelledby="known-at-company"
      className="rounded-xl border border-accent-line bg-accent-soft px-4 py-3 text-sm"
    >
      <h2 id="known-at-company" className="font-semibold break-words text-ink">
        People you know at {company}
      </h2>
      <p className="mt-0.5 text-ink-muted">
        From your other applications there: ask them about the team, or for a referral.
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {people.slice(0, PEOPLE_NAMED).map((person) => (
          <li key={person.key} className="min-w-0 break-words">
            <AppLink
              href={personHref(person.name)}
              className="font-medium text-accent underline decoration-accent-line underline-offset-2 hover:decoration-current"
            >
              {person.name}
            </AppLink>
            {person.role ? <span className="text-ink-muted"> · {person.role}</span> : null}
          </li>
        ))}
        {hidden > 0 ? (
          <li>
            <AppLink
              href={personHref(company)}
              className="font-medium text-accent underline decoration-accent-line underline-offset-2 hover:decoration-current"
            >
              {hidden} more
            </AppLink>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
