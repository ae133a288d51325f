'use client';

import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ApplicationPageKnownPeopleDocument } from '@/gql/documents/ApplicationPageKnownPeopleDocument';
import { KNOWN_PEOPLE_ASKED, peopleToSuggest, type KnownPerson } from './known-people-rules';

const KnownPeopleQuery = ApplicationPageKnownPeopleDocument;

/**
 * "People you know at {company}": the people met through other applications at the job's
 * company, offered above the add form's fields; one press fills them in. Asked for only while the
 * form is open (it is drawn inside it). Drawn only when there is someone to offer: while the
 * answer loads, or when the query fails, the form is simply as it always is.
 */
export function KnownPeople({
  company,
  contacts,
  onPick,
}: {
  company: string;
  /** The application's contacts, who are not offered again. */
  contacts: readonly { name: string; email: string | null }[];
  onPick: (person: KnownPerson) => void;
}) {
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  // From the network as well: someone added on another application since is offered.
  const { data } = useQuery(KnownPeopleQuery, {
    variables: { company, first: KNOWN_PEOPLE_ASKED },
    fetchPolicy: 'cache-and-network',
  });
  const people = data ? peopleToSuggest(data.people.people, contacts) : [];
  if (people.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface px-3 py-2.5"
    >
      <h3 id={headingId} className="text-sm font-semibold break-words text-ink">
        People you know at {company}
      </h3>
      <p className="mt-0.5 text-xs text-ink-muted">
        From your other applications. Pick one to fill in their details.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {people.map((person) => (
          <li key={person.key} className="min-w-0">
            <button
              type="button"
              onClick={() => {
                onPick(person);
                setAnnouncement(`Filled in ${person.name}’s details.`);
              }}
              className="max-w-full rounded-lg border border-line-strong bg-surface px-3 py-1 text-left text-sm break-words text-ink transition-colors hover:border-accent-line hover:bg-accent-soft"
            >
              <span className="sr-only">Fill in </span>
              <span className="font-medium">{person.name}</span>
              {person.role ? <span className="text-ink-muted"> · {person.role}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
