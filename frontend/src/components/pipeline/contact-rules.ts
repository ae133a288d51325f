/**
 * The contact form's checks, and what it sends: pure, so they can be tested without a browser.
 * They mirror the server's (backend/src/contacts/contact-service.ts), which checks again: the
 * person sees what is wrong by the field before anything is sent.
 */
import type {
  AddContactInput,
  ApplicationContactFragment,
  UpdateContactInput,
} from '@/gql/graphql';
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';
import { addDays } from '@/lib/dates';

/** The server's limits, in characters of trimmed text. */
export const CONTACT_LIMITS = {
  name: 200,
  role: 200,
  email: 320,
  phone: 50,
  profileUrl: 2000,
  notes: 5000,
} as const;

/** The server's patterns. An e-mail: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/u;
/** Digits with the punctuation people write them with, and an extension ("x12", "ext. 12"). */
const PHONE = /^\+?[0-9 ()./-]+(?:\s*(?:ext\.?|x)\s*[0-9]+)?$/iu;
const MIN_PHONE_DIGITS = 3;
const WEB_ADDRESS = /^https?:\/\/\S+$/iu;
/** A scheme ("mailto:", "javascript:"), not a host and its port ("localhost:3000"). */
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/iu;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;
const EARLIEST_DAY = '2000-01-01';

/** The form's fields, as typed. */
export interface ContactDraft {
  name: string;
  role: string;
  email: string;
  phone: string;
  profileUrl: string;
  /** The date field's value: YYYY-MM-DD, or empty. */
  lastContactedOn: string;
  notes: string;
}

export type ContactField = keyof ContactDraft;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields in the order they are drawn: the first one wrong takes focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'role',
  'email',
  'phone',
  'profileUrl',
  'lastContactedOn',
  'notes',
];

/** The form's fields for a new contact, or for one as it is stored. */
export function contactDraft(contact: ApplicationContactFragment | null): ContactDraft {
  return {
    name: contact?.name ?? '',
    role: contact?.role ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    profileUrl: contact?.profileUrl ?? '',
    lastContactedOn: contact?.lastContactedOn ?? '',
    notes: contact?.notes ?? '',
  };
}

/**
 * The profile address as it is sent: "linkedin.com/in/ada" gains "https://", which people
 * leave out; an address with a scheme of its own ("http://", or a "mailto:" the check then
 * refuses) is kept as typed. Empty stays empty.
 */
export function profileAddress(text: string): string {
  const address = text.trim();
  if (address === '' || ANY_SCHEME.test(address)) return address;
  return `https://${address.replace(/^\/+/u, '')}`;
}

/** Whether `day` is a real YYYY-MM-DD date (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

function tooLong(value: string, limit: number, what: string): string | undefined {
  return value.length > limit
    ? `${what} at most ${limit.toLocaleString('en-US')} characters.`
    : undefined;
}

function checkName(name: string): string | undefined {
  if (name === '') return 'Enter their name.';
  return tooLong(name, CONTACT_LIMITS.name, 'A name has');
}

function checkEmail(email: string): string | undefined {
  if (email === '') return undefined;
  return (
    tooLong(email, CONTACT_LIMITS.email, 'An e-mail address has') ??
    (EMAIL.test(email) ? undefined : 'Enter an e-mail address such as name@example.com.')
  );
}

function checkPhone(phone: string): string | undefined {
  if (phone === '') return undefined;
  const tooLongMessage = tooLong(phone, CONTACT_LIMITS.phone, 'A phone number has');
  if (tooLongMessage) return tooLongMessage;
  if (!PHONE.test(phone))
    return 'Enter digits, spaces and + ( ) - . / only, and an extension as “x12” or “ext. 12”.';
  return phone.replace(/\D/gu, '').length < MIN_PHONE_DIGITS
    ? 'Enter the whole number: at least 3 digits.'
    : undefined;
}

function checkProfileUrl(address: string): string | undefined {
  if (address === '') return undefined;
  const tooLongMessage = tooLong(address, CONTACT_LIMITS.profileUrl, 'A web address has');
  if (tooLongMessage) return tooLongMessage;
  // The pattern as well as the parser: URL reads "https:example.com" as https://example.com/.
  return WEB_ADDRESS.test(address) && URL.canParse(address)
    ? undefined
    : 'Enter a web address starting with https:// or http://, without spaces.';
}

function checkDay(day: string, today: string): string | undefined {
  if (day === '') return undefined;
  // Tomorrow too: the server's day (UTC) may be ahead of or behind the person's.
  const latest = addDays(today, 1);
  return isCalendarDay(day) && day >= EARLIEST_DAY && day <= latest
    ? undefined
    : 'Enter a day from 2000 to today.';
}

/**
 * What is wrong with each field; empty when the form can be sent. `today` is the person's own
 * day (YYYY-MM-DD): a contact is not made further ahead than tomorrow.
 */
export function checkContact(draft: ContactDraft, { today }: { today: string }): ContactErrors {
  const found: [ContactField, string | undefined][] = [
    ['name', checkName(draft.name.trim())],
    ['role', tooLong(draft.role.trim(), CONTACT_LIMITS.role, 'A role has')],
    ['email', checkEmail(draft.email.trim())],
    ['phone', checkPhone(draft.phone.trim())],
    ['profileUrl', checkProfileUrl(profileAddress(draft.profileUrl))],
    ['lastContactedOn', checkDay(draft.lastContactedOn.trim(), today)],
    ['notes', tooLong(draft.notes.trim(), CONTACT_LIMITS.notes, 'Notes have')],
  ];
  const errors: ContactErrors = {};
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The fields as the API takes them: trimmed, blank as null; call after checkContact. */
function contactFields(draft: ContactDraft): Omit<AddContactInput, 'applicationId'> & {
  name: string;
} {
  return {
    name: draft.name.trim(),
    role: textOrNull(draft.role),
    email: textOrNull(draft.email),
    phone: textOrNull(draft.phone),
    profileUrl: textOrNull(profileAddress(draft.profileUrl)),
    notes: textOrNull(draft.notes),
    lastContactedOn: textOrNull(draft.lastContactedOn),
  };
}

/** What adds the contact the form holds. */
export function addContactInput(applicationId: string, draft: ContactDraft): AddContactInput {
  return { applicationId, ...contactFields(draft) };
}

/**
 * The update that saves the form, with only the fields it changes (the API keeps the others;
 * an emptied field is null, which clears it), or null when it changes nothing.
 */
export function contactUpdate(
  contact: ApplicationContactFragment,
  draft: ContactDraft,
): UpdateContactInput | null {
  const next = contactFields(draft);
  const input: UpdateContactInput = { id: contact.id };
  if (next.name !== contact.name) input.name = next.name;
  if (next.role !== contact.role) input.role = next.role;
  if (next.email !== contact.email) input.email = next.email;
  if (next.phone !== contact.phone) input.phone = next.phone;
  if (next.profileUrl !== contact.profileUrl) input.profileUrl = next.profileUrl;
  if (next.notes !== contact.notes) input.notes = next.notes;
  if (next.lastContactedOn !== contact.lastContactedOn)
    input.lastContactedOn = next.lastContactedOn;
  return Object.keys(input).length > 1 ? input : null;
}

/** Whether the form holds something other than what it opened with. */
export function isDraftChanged(initial: ContactDraft, draft: ContactDraft): boolean {
  return CONTACT_FIELDS.some((key) => initial[key].trim() !== draft[key].trim());
}

/**
 * The field a VALIDATION_FAILED refusal names (`extensions.details.field`), when the form shows
 * it, so its message can sit by that field; undefined for any other problem (too many contacts
 * names the application: the whole form's).
 */
export function refusedContactField(problem: OperationProblem): ContactField | undefined {
  return refusedFieldOf(problem, CONTACT_FIELDS);
}

/** Whether a refusal says the application holds all the contacts it can. */
export function isContactLimitRefusal(problem: OperationProblem): boolean {
  return refusedFieldOf(problem, ['applicationId']) !== undefined;
}
