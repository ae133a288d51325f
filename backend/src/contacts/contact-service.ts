/**
 * The people of a user's applications: recruiters, hiring managers, interviewers, referrals.
 * Added, changed and removed from the application's page. Every input is checked here, so that
 * the database's constraints never see bad input.
 */
import { looksLikeEmail } from '../accounts/passwords.js';
import { lockApplicationWithRoom } from '../applications/application-room.js';
import type { Database } from '../db/database.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import type { Caller } from '../http/authentication.js';
import { addDays, isCalendarDate } from '../pipeline/application-service.js';
import {
  type ContactFields,
  type ContactRecord,
  countContactsOfApplication,
  deleteContact,
  findContact,
  insertContact,
  MAX_CONTACTS_PER_APPLICATION,
  updateContact,
} from './contacts-repository.js';

const TEXT_LIMITS = {
  name: 200,
  role: 200,
  email: 320,
  phone: 50,
  profileUrl: 2000,
  notes: 5000,
} as const;
type TextField = keyof typeof TEXT_LIMITS;

/** Digits with the punctuation people write them with, and an extension ("x12", "ext. 12"). */
const PHONE = /^\+?[0-9 ()./-]+(?:\s*(?:ext\.?|x)\s*[0-9]+)?$/iu;
const MIN_PHONE_DIGITS = 3;
const WEB_ADDRESS = /^https?:\/\/\S+$/iu;
const EARLIEST_DAY = '2000-01-01';

export interface AddContactInput {
  applicationId: string;
  name: string;
  role?: string | null;
  email?: string | null;
  phone?: string | null;
  profileUrl?: string | null;
  notes?: string | null;
  lastContactedOn?: string | null;
}

export type UpdateContactInput = { id: string } & Partial<Omit<AddContactInput, 'applicationId'>>;

function textOf(value: string | null | undefined, field: TextField): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > TEXT_LIMITS[field])
    throw validationFailed(`The ${field} has at most ${TEXT_LIMITS[field]} characters`, { field });
  return text;
}

function nameOf(value: string | null | undefined): string {
  const name = textOf(value, 'name');
  if (name === null) throw validationFailed('A contact has a name', { field: 'name' });
  return name;
}

function emailOf(value: string | null | undefined): string | null {
  const email = textOf(value, 'email');
  if (email !== null && !looksLikeEmail(email))
    throw validationFailed('The email is an address such as name@example.com', { field: 'email' });
  return email;
}

function phoneOf(value: string | null | undefined): string | null {
  const phone = textOf(value, 'phone');
  if (phone === null) return null;
  const digits = phone.replace(/\D/gu, '').length;
  if (!PHONE.test(phone) || digits < MIN_PHONE_DIGITS)
    throw validationFailed(
      'The phone is a number: digits, spaces and + ( ) - . / and an extension such as "x12"',
      { field: 'phone' },
    );
  return phone;
}

function profileUrlOf(value: string | null | undefined): string | null {
  const address = textOf(value, 'profileUrl');
  if (address === null) return null;
  // The pattern as well as the parser: URL reads "https:example.com" as https://example.com/.
  if (!WEB_ADDRESS.test(address) || !URL.canParse(address))
    throw validationFailed('The profileUrl is a web address starting with https:// or http://', {
      field: 'profileUrl',
    });
  return address;
}

export function createContactService({
  db,
  today = () => new Date().toISOString().slice(0, 10),
}: {
  db: Database;
  /** The server's day (UTC); a person's own day is at most one ahead of it. */
  today?: () => string;
}) {
  function dayOf(value: string | null | undefined): string | null {
    if (value === null || value === undefined) return null;
    const latest = addDays(today(), 1);
    if (!isCalendarDate(value) || value < EARLIEST_DAY || value > latest)
      throw validationFailed(`The lastContactedOn is a day from ${EARLIEST_DAY} to ${latest}`, {
        field: 'lastContactedOn',
      });
    return value;
  }

  function fieldsOf(input: { [Key in keyof ContactFields]?: string | null }): ContactFields {
    return {
      name: nameOf(input.name),
      role: textOf(input.role, 'role'),
      email: emailOf(input.email),
      phone: phoneOf(input.phone),
      profileUrl: profileUrlOf(input.profileUrl),
      notes: textOf(input.notes, 'notes'),
      lastContactedOn: dayOf(input.lastContactedOn),
    };
  }

  return {
    async add(caller: Caller, input: AddContactInput): Promise<ContactRecord> {
      const applicationId = idOrNotFound(input.applicationId, 'application');
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        await lockApplicationWithRoom(tx, caller.userId, applicationId, {
          count: () => countContactsOfApplication(tx, caller.userId, applicationId),
          max: MAX_CONTACTS_PER_APPLICATION,
          what: 'contacts',
        });
        return insertContact(tx, { userId: caller.userId, applicationId, ...fields });
      });
    },

    async update(caller: Caller, input: UpdateContactInput): Promise<ContactRecord> {
      const id = idOrNotFound(input.id, 'contact');
      return db.transaction(async (tx) => {
        const current = await findContact(tx, caller.userId, id, { lock: true });
        if (!current) throw notFound('contact');
        // Left out: as it was. A null field: cleared, which the name refuses.
        const keep = <Key extends keyof ContactFields>(key: Key) =>
          input[key] === undefined ? current[key] : input[key];
        const fields = fieldsOf({
          name: keep('name'),
          role: keep('role'),
          email: keep('email'),
          phone: keep('phone'),
          profileUrl: keep('profileUrl'),
          notes: keep('notes'),
          lastContactedOn: keep('lastContactedOn'),
        });
        return updateContact(tx, current, fields);
      });
    },

    async remove(caller: Caller, id: string): Promise<{ id: string }> {
      const contactId = idOrNotFound(id, 'contact');
      if (!(await deleteContact(db, caller.userId, contactId))) throw notFound('contact');
      return { id: contactId };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
