/**
 * People as vCards: one person's for "Save to your contacts", everyone's in one file (a .vcf
 * holds any number of cards, and address books import them all at once). Pure.
 */
import type { PeopleListPersonFragment } from '@/gql/graphql';
import { buildContactCard } from '@/lib/vcard';
import { personApplications } from './people-format';

/** A person's card, named after the job of their newest contact; null with no way to reach them. */
export function personCard(person: PeopleListPersonFragment): string | null {
  if (!person.email && !person.phone) return null;
  const newest = personApplications(person)[0];
  return buildContactCard({
    name: person.name,
    role: person.role,
    email: person.email,
    phone: person.phone,
    profileUrl: person.profileUrl,
    jobTitle: newest?.title ?? '',
    company: newest?.company ?? person.companies[0],
  });
}

/** Everyone who can be reached, one card after another, and how many cards that is. */
export function everyoneCards(people: readonly PeopleListPersonFragment[]): {
  text: string;
  count: number;
} {
  const cards = people.flatMap((person) => personCard(person) ?? []);
  return { text: cards.join(''), count: cards.length };
}
