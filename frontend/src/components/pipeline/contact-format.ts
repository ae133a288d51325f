/**
 * A contact as the application page writes it: links to call, write and look them up, and
 * when they were last reached. Pure, so it can be tested without a browser.
 */
import { daysBetween, formatShortDay } from '@/lib/dates';

/** "ext. 12", "x12" at the end of a number, as the server takes them. */
const EXTENSION = /\s*(?:ext\.?|x)\s*(\d+)$/iu;

/**
 * The tel: link of a number as written ("+44 (20) 7946-0958 x12" → "tel:+442079460958;ext=12"):
 * digits only, with a leading + kept and the extension as RFC 3966 writes it. Null when no
 * digits are left to dial.
 */
export function telHref(phone: string): string | null {
  const text = phone.trim();
  const extension = EXTENSION.exec(text);
  const number = extension ? text.slice(0, extension.index) : text;
  const digits = number.replace(/\D/gu, '');
  if (digits === '') return null;
  const plus = number.trimStart().startsWith('+') ? '+' : '';
  return `tel:${plus}${digits}${extension ? `;ext=${extension[1] ?? ''}` : ''}`;
}

/** The mailto: link of an address; the address is encoded, so it cannot add a subject or body. */
export function mailtoHref(email: string): string {
  // encodeURIComponent writes @ as %40, which mail programs show as is: keep it readable.
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/gu, '@')}`;
}

/**
 * A web address as short as it reads: "https://www.linkedin.com/in/ada/?trk=x" →
 * "linkedin.com/in/ada". The link itself keeps the whole address.
 */
export function shortAddress(href: string): string {
  const url = new URL(href);
  const host = url.host.replace(/^www\./iu, '');
  const path = url.pathname.replace(/\/+$/u, '');
  let shown = `${host}${path}`;
  try {
    shown = decodeURI(shown);
  } catch {
    // A path with a stray % stays encoded.
  }
  return shown;
}

/**
 * When a contact was last reached, after "Last contacted": "today", "yesterday", "3 days ago",
 * then "on Oct 12", with the year when it is not this one ("on Oct 12, 2024"). `today` is the
 * person's own day; a day after it (another time zone's) is written as a date.
 */
export function lastContactedText(day: string, today: string): string {
  const days = daysBetween(day, today);
  if (days === null) return `on ${day}`;
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days > 1 && days < 7) return `${String(days)} days ago`;
  const year = day.slice(0, 4);
  return year === today.slice(0, 4)
    ? `on ${formatShortDay(day)}`
    : `on ${formatShortDay(day)}, ${year}`;
}
