/**
 * A contact as a vCard file (RFC 2426, version 3.0: what Apple, Google and Outlook contacts all
 * import), written in the browser. Text is escaped and lines folded as iCalendar does them: the
 * two formats share those rules, so @resume-agent/icalendar's are used.
 */
import { checkUri, escapeText, foldLine } from '@resume-agent/icalendar';
import { fileSlug } from './file-name';

export interface ContactCard {
  name: string;
  role?: string | null;
  email?: string | null;
  phone?: string | null;
  profileUrl?: string | null;
  notes?: string | null;
  /** The job the person is met through: its company is their organisation. */
  jobTitle: string;
  company?: string | null;
}

export const VCARD_MEDIA_TYPE = 'text/vcard;charset=utf-8';

/**
 * The structured name N (family; given; …), required by version 3.0. Names do not split the
 * same way everywhere: the last word as the family name is a guess that FN, the name as
 * written, makes harmless (apps show FN).
 */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() ?? '') : '';
  return `${escapeText(family)};${escapeText(words.join(' '))};;;`;
}

export function buildContactCard(card: ContactCard): string {
  const company = card.company?.trim();
  const metThrough = `Met through your application: ${card.jobTitle}${company ? ` at ${company}` : ''}.`;
  const note = card.notes?.trim() ? `${card.notes.trim()}\n\n${metThrough}` : metThrough;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'PRODID:-//Resume Agent//Contacts//EN',
    `N:${structuredName(card.name)}`,
    `FN:${escapeText(card.name.trim())}`,
    company ? `ORG:${escapeText(company)}` : null,
    card.role?.trim() ? `TITLE:${escapeText(card.role.trim())}` : null,
    card.email?.trim() ? `EMAIL;TYPE=INTERNET:${escapeText(card.email.trim())}` : null,
    card.phone?.trim() ? `TEL;TYPE=WORK,VOICE:${escapeText(card.phone.trim())}` : null,
    card.profileUrl?.trim() ? `URL:${checkUri(card.profileUrl.trim())}` : null,
    `NOTE:${escapeText(note)}`,
    'END:VCARD',
  ];
  return `${lines
    .filter((line): line is string => line !== null)
    .map(foldLine)
    .join('\r\n')}\r\n`;
}

/** ada-lovelace.vcf */
export function contactCardFilename(name: string): string {
  return `${fileSlug(name) || 'contact'}.vcf`;
}
