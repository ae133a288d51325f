'use client';

import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/app-link';
import { StatusBadge } from '@/components/app/status-badge';
import { lastContactedText } from '@/components/pipeline/contact-format';
import { ContactLinks } from '@/components/pipeline/contact-links';
import type { PeopleListPersonFragment } from '@/gql/graphql';
import { formatDay } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { useLocalDay } from '@/lib/use-local-day';
import { contactCardFilename, VCARD_MEDIA_TYPE } from '@/lib/vcard';
import { personCard } from './people-cards';
import { personApplications } from './people-format';

/** The people found, by name; each with how to reach them and the applications they are in. */
export function PeopleList({
  id,
  people,
  focusKey,
  onFocused,
}: {
  id: string;
  people: readonly PeopleListPersonFragment[];
  /** The first person "Show more" added: their name takes focus once drawn. */
  focusKey: string | null;
  onFocused: () => void;
}) {
  const today = useLocalDay();
  return (
    <ul
      id={id}
      aria-label="People"
      className="divide-y divide-line rounded-xl border border-line bg-surface shadow-sm"
    >
      {people.map((person) => (
        <PersonItem
          key={person.key}
          person={person}
          today={today}
          onFocused={person.key === focusKey ? onFocused : null}
        />
      ))}
    </ul>
  );
}

function PersonItem({
  person,
  today,
  onFocused,
}: {
  person: PeopleListPersonFragment;
  today: string;
  /** Set when this person's name is to take focus; called once it has. */
  onFocused: (() => void) | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!onFocused) return;
    headingRef.current?.focus();
    onFocused();
  }, [onFocused]);
  const { name } = person;
  const applications = personApplications(person);
  const headingId = `person-${person.key}`;

  /** The person as a vCard, met through the application where they were written down last. */
  function saveCard() {
    const card = personCard(person);
    if (card !== null) saveFile(contactCardFilename(name), VCARD_MEDIA_TYPE, card);
  }

  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 p-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8"
    >
      <div className="min-w-0">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 font-semibold break-words text-ink"
        >
          {name}
        </h3>
        {person.role ? <p className="text-sm break-words text-ink-muted">{person.role}</p> : null}
        {person.companies.length > 0 ? (
          <p className="text-sm break-words text-ink-muted">
            <span className="sr-only">Companies: </span>
            {person.companies.join(' · ')}
          </p>
        ) : null}
        <ContactLinks
          name={name}
          email={person.email}
          phone={person.phone}
          profileUrl={person.profileUrl}
          onSaveCard={saveCard}
        />
        {person.lastContactedOn ? (
          <p className="mt-2 text-xs text-ink-muted">
            Last contacted{' '}
            <time dateTime={person.lastContactedOn} title={formatDay(person.lastContactedOn)}>
              {lastContactedText(person.lastContactedOn, today)}
            </time>
          </p>
        ) : null}
      </div>
      <div className="min-w-0">
        <h4
          id={`${headingId}-applications`}
          className="text-xs font-semibold tracking-wide text-ink-subtle uppercase"
        >
          {applications.length === 1 ? 'Application' : 'Applications'}
        </h4>
        <ul aria-labelledby={`${headingId}-applications`} className="mt-2 space-y-2">
          {applications.map((application) => (
            <li key={application.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <AppLink
                href={`/applications/${application.id}`}
                className="min-w-0 text-sm font-medium break-words text-ink hover:text-accent hover:underline"
              >
                {application.title}
                {application.company ? (
                  <span className="font-normal text-ink-muted"> at {application.company}</span>
                ) : null}
              </AppLink>
              <StatusBadge status={application.status} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
