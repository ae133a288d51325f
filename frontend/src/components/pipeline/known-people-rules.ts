/**
 * "People you know at {company}" on the contact form: who of the people met through other
 * applications at the company to offer, and what picking one fills in. Pure, so it can be tested
 * without a browser.
 */
import type { ContactDraft } from './contact-rules';

/** How many people the form asks for: a handful fits above the fields without crowding them. */
export const KNOWN_PEOPLE_ASKED = 5;

/** A person as the suggestions know them (ApplicationPageKnownPeople). */
export interface KnownPerson {
  key: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
}

/** What tells two people apart: the name, and an e-mail address when there is one. */
interface PersonIdentity {
  name: string;
  email: string | null;
}

/** The fields a suggestion fills: who the person is, not this application's notes or dates. */
export type FilledField = 'name' | 'role' | 'email' | 'phone' | 'profileUrl';

export const FILLED_FIELDS: readonly FilledField[] = [
  'name',
  'role',
  'email',
  'phone',
  'profileUrl',
];

/** Without case, and with the spacing people type varying ("Ada  Lovelace "). */
function comparable(text: string | null): string {
  return (text ?? '').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * Whether two are the same person: the same e-mail address when both have one, else the same
 * name, either without case. (A contact written down without an address is not told apart
 * from a namesake who has one: better one suggestion too few than the same person twice.)
 */
export function isSamePerson(one: PersonIdentity, other: PersonIdentity): boolean {
  const email = comparable(one.email);
  const otherEmail = comparable(other.email);
  if (email !== '' && otherEmail !== '') return email === otherEmail;
  return comparable(one.name) === comparable(other.name);
}

/** The people to offer: those who are not contacts of this application already. */
export function peopleToSuggest<Person extends KnownPerson>(
  people: readonly Person[],
  contacts: readonly PersonIdentity[],
): Person[] {
  return people.filter((person) => !contacts.some((contact) => isSamePerson(person, contact)));
}

/**
 * What picking a person puts in the form's fields: each of theirs, and empty for what they have
 * none of, so that nothing stays behind from a person picked before.
 */
export function filledFields(person: KnownPerson): Pick<ContactDraft, FilledField> {
  return {
    name: person.name,
    role: person.role ?? '',
    email: person.email ?? '',
    phone: person.phone ?? '',
    profileUrl: person.profileUrl ?? '',
  };
}
