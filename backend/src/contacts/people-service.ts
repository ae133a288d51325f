/**
 * People: everyone a job seeker met through their applications, each once, however many
 * applications they came up in. A person is put together from their contacts; nothing about a
 * person is stored apart from them.
 */
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import type { ContactRecord } from './contacts-repository.js';
import {
  findPeoplePage,
  listContactsOfPeople,
  type PersonContact,
  type PersonPosition,
} from './people-repository.js';

export const PEOPLE_PAGE = { default: 50, max: 100 } as const;
const MAX_FILTER_LENGTH = 200;
// A position holds a name (200) and a key (an address of 320, or a name and a company).
const MAX_CURSOR_LENGTH = 4_000;

export interface PeopleArguments {
  search?: string | null;
  company?: string | null;
  first?: number | null;
  after?: string | null;
}

export interface Person {
  key: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  companies: string[];
  lastContactedOn: string | null;
  contacts: ContactRecord[];
}

export interface PeoplePage {
  people: Person[];
  totalCount: number;
  endCursor: string | null;
}

function filterOf(value: string | null | undefined, field: 'search' | 'company'): string {
  const text = value?.trim() ?? '';
  if (text.length > MAX_FILTER_LENGTH)
    throw validationFailed(`The ${field} has at most ${MAX_FILTER_LENGTH} characters`, { field });
  return text;
}

function firstOf(value: number | null | undefined): number {
  const first = value ?? PEOPLE_PAGE.default;
  if (!Number.isInteger(first) || first < 1 || first > PEOPLE_PAGE.max)
    throw validationFailed(`first is a whole number from 1 to ${PEOPLE_PAGE.max}`, {
      field: 'first',
    });
  return first;
}

export function cursorOf(position: PersonPosition): string {
  return Buffer.from(JSON.stringify([position.sortName, position.key])).toString('base64url');
}

export function positionOf(cursor: string): PersonPosition {
  const malformed = validationFailed('The after is an endCursor of an earlier page of people', {
    field: 'after',
  });
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/u.test(cursor)) throw malformed;
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw malformed;
  }
  if (
    !Array.isArray(position) ||
    position.length !== 2 ||
    !position.every((part) => typeof part === 'string')
  )
    throw malformed;
  // PostgreSQL text cannot hold NUL: a cursor carrying one was never one of ours.
  if (position.some((part: string) => part.includes('\u0000'))) throw malformed;
  const [sortName, key] = position as [string, string];
  return { sortName, key };
}

/** The newest of a field among contacts ordered newest first. */
function newest<Field extends 'role' | 'email' | 'phone' | 'profileUrl'>(
  contacts: readonly PersonContact[],
  field: Field,
): string | null {
  return contacts.find((contact) => contact[field] !== null)?.[field] ?? null;
}

/** A person from their contacts, the one changed last first (never none). */
export function personOf(key: string, contacts: readonly PersonContact[]): Person {
  const companies = new Map<string, string>();
  for (const { company } of contacts)
    if (company !== null && !companies.has(company.toLowerCase()))
      companies.set(company.toLowerCase(), company);
  const days = contacts.flatMap(({ lastContactedOn }) => lastContactedOn ?? []);
  return {
    key: Buffer.from(key).toString('base64url'),
    name: contacts[0]?.name ?? '',
    role: newest(contacts, 'role'),
    email: newest(contacts, 'email'),
    phone: newest(contacts, 'phone'),
    profileUrl: newest(contacts, 'profileUrl'),
    companies: [...companies.values()],
    lastContactedOn: days.length === 0 ? null : days.reduce((a, b) => (a > b ? a : b)),
    contacts: contacts.map(({ personKey: _key, company: _company, ...contact }) => contact),
  };
}

export function createPeopleService({ db }: { db: Database }) {
  async function pageOf(
    userId: string,
    query: { words: string[]; company?: string; after?: PersonPosition; first: number },
  ): Promise<PeoplePage> {
    const { first, ...filters } = query;
    // One more than asked says whether a page follows.
    const { positions, total } = await findPeoplePage(db, { userId, ...filters, limit: first + 1 });
    const shown = positions.slice(0, first);
    const contacts = await listContactsOfPeople(
      db,
      userId,
      shown.map(({ key }) => key),
    );
    const byPerson = new Map<string, PersonContact[]>();
    for (const contact of contacts) {
      const theirs = byPerson.get(contact.personKey);
      if (theirs) theirs.push(contact);
      else byPerson.set(contact.personKey, [contact]);
    }
    const last = shown.at(-1);
    return {
      // A person whose last contact went between the two reads drops out of the page.
      people: shown.flatMap(({ key }) => {
        const theirs = byPerson.get(key);
        return theirs === undefined ? [] : [personOf(key, theirs)];
      }),
      totalCount: total,
      endCursor: positions.length > first && last !== undefined ? cursorOf(last) : null,
    };
  }

  return {
    async page(userId: string, args: PeopleArguments): Promise<PeoplePage> {
      const search = filterOf(args.search, 'search');
      const company = filterOf(args.company, 'company');
      const first = firstOf(args.first);
      const after = args.after == null ? undefined : positionOf(args.after);
      return pageOf(userId, {
        words: search.split(/\s+/u).filter(Boolean),
        ...(company === '' ? {} : { company }),
        ...(after === undefined ? {} : { after }),
        first,
      });
    },

    /**
     * The people met at a job's company (Job.peopleAtCompany): its name as the job writes it,
     * however long; nobody for a job without one.
     */
    async atCompany(
      userId: string,
      company: string | null,
      first: number | null | undefined,
    ): Promise<PeoplePage> {
      const size = firstOf(first);
      const name = company?.trim() ?? '';
      if (name === '') return { people: [], totalCount: 0, endCursor: null };
      return pageOf(userId, { words: [], company: name, first: size });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
