/**
 * A follow-up reminder as an iCalendar file (RFC 5545), written in the browser: one all-day
 * event that calendar apps (Google, Apple, Outlook) import. Pure, so it is tested to the octet.
 */
import { writeCalendar } from '@resume-agent/icalendar';

export interface FollowUpEvent {
  /** The application's id; the UID is derived from it, so a re-import updates the same event. */
  applicationId: string;
  /** The day to follow up, YYYY-MM-DD. */
  on: string;
  jobTitle: string;
  company?: string | null;
  /** The application's page, absolute (https://…/applications/42). */
  applicationUrl: string;
  /** The host that owns the UID, e.g. resume-agent.example. */
  uidDomain: string;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

export function followUpSummary(jobTitle: string, company?: string | null): string {
  const title = jobTitle.trim() || 'your application';
  const at = company?.trim();
  return at ? `Follow up: ${title} at ${at}` : `Follow up: ${title}`;
}

/** The whole VCALENDAR (@resume-agent/icalendar writes it to the letter of RFC 5545). */
export function buildFollowUpCalendar(event: FollowUpEvent): string {
  const summary = followUpSummary(event.jobTitle, event.company);
  return writeCalendar({
    productId: '-//Resume Agent//Follow-ups//EN',
    events: [
      {
        uid: `application-${event.applicationId}-follow-up@${event.uidDomain}`,
        when: { day: event.on },
        summary,
        description: `${summary}.\nYour application: ${event.applicationUrl}`,
        url: event.applicationUrl,
      },
    ],
    now: event.now,
  });
}

/** A file name that every OS accepts: follow-up-staff-engineer-acme.ics */
export function followUpFilename(jobTitle: string, company?: string | null): string {
  const slug = [jobTitle, company ?? '']
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `follow-up${slug ? `-${slug}` : ''}.ics`;
}

export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';
