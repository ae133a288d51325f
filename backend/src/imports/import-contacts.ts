/**
 * The people in a spreadsheet's contacts cell, as the job search log writes them ("Dana Brooks
 * (Recruiter) <dana@example.com>; Sam Lee") and as people type them: a name, a role in
 * parentheses, an address in angle brackets or alone, one person per semicolon or line.
 */
import { looksLikeEmail } from '../accounts/passwords.js';
import { MAX_CONTACTS_PER_APPLICATION } from '../contacts/contacts-repository.js';

export interface ImportedContact {
  name: string;
  role: string | null;
  email: string | null;
}

const LIMITS = { name: 200, role: 200, email: 320 } as const;
const PERSON = /^(?<name>[^<>()]*?)\s*(?:\((?<role>[^()]*)\))?\s*(?:<(?<email>[^<>]*)>)?$/u;

/** Why a cell's people cannot be read, for the row's problem. */
export class ContactsProblem extends Error {}

function within(text: string, field: keyof typeof LIMITS): string {
  if (text.length > LIMITS[field])
    throw new ContactsProblem(
      `A contact's ${field} has at most ${String(LIMITS[field])} characters`,
    );
  return text;
}

/**
 * The people of `cell`; `defaultRole` is the role of those without one (a column headed
 * "Recruiter" says what its people are).
 */
export function contactsOfCell(cell: string, defaultRole: string | null): ImportedContact[] {
  const people = cell
    .split(/[;\n]/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (people.length > MAX_CONTACTS_PER_APPLICATION)
    throw new ContactsProblem(
      `An application holds at most ${String(MAX_CONTACTS_PER_APPLICATION)} contacts`,
    );
  return people.map((person) => {
    if (looksLikeEmail(person))
      return { name: within(person, 'name'), role: defaultRole, email: person };
    const groups = PERSON.exec(person)?.groups;
    const name = groups?.name?.trim() ?? '';
    const email = groups?.email?.trim() ?? '';
    if (groups === undefined || (name === '' && email === ''))
      throw new ContactsProblem(
        `"${person}" is not a contact we can read: write Name (Role) <address>`,
      );
    if (email !== '' && !looksLikeEmail(email))
      throw new ContactsProblem(`"${email}" is not an e-mail address`);
    const role = groups.role?.trim() ?? '';
    return {
      name: within(name === '' ? email : name, 'name'),
      role: role === '' ? defaultRole : within(role, 'role'),
      email: email === '' ? null : within(email, 'email'),
    };
  });
}
