/**
 * A follow-up reminder or an interview as an iCalendar file (RFC 5545), written in the browser:
 * one event that calendar apps (Google, Apple, Outlook) import. Pure, so it is tested to the
 * octet.
 */
import { writeCalendar } from '@resume-agent/icalendar';
import { appEventSummary, appEventUid } from '@resume-agent/icalendar/app-events';
import { fileSlug } from './file-name';

export interface FollowUpEvent {
  /** The application's id; the UID is derived from it, so a re-import updates the same event. */
  applicationId: string;
  /** The day to follow up, YYYY-MM-DD. */
  on: string;
  jobTitle: string;
  company?: string | null;
  /** The application's page, absolute (https://…/applications/42). */
  applicationUrl: string;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

export const followUpSummary = appEventSummary.followUp;

/** The whole VCALENDAR (@resume-agent/icalendar writes it to the letter of RFC 5545). */
export function buildFollowUpCalendar(event: FollowUpEvent): string {
  const summary = followUpSummary(event.jobTitle, event.company);
  return writeCalendar({
    productId: '-//Resume Agent//Follow-ups//EN',
    events: [
      {
        // The calendar feed's UID (backend/src/calendar/calendar-feeds.ts): with both, one event.
        uid: appEventUid.followUp(event.applicationId),
        when: { day: event.on },
        summary,
        description: `${summary}.\nYour application: ${event.applicationUrl}`,
        url: event.applicationUrl,
      },
    ],
    now: event.now,
  });
}

export interface InterviewEvent {
  /** The interview's id, of which the UID is made as the calendar feed makes it. */
  interviewId: string;
  /** An ISO instant. */
  startsAt: string;
  durationMinutes: number;
  title: string | null;
  location: string | null;
  notes: string | null;
  jobTitle: string;
  company?: string | null;
  /** The application's page, absolute. */
  applicationUrl: string;
  now: Date;
}

/** The calendar feed's UID for an interview: with both, a calendar holds one event. */
export const interviewUid = appEventUid.interview;

/** "Technical interview: Staff Engineer at Acme" (an untitled one is an "Interview"). */
export const interviewSummary = appEventSummary.interview;

/** The interview as a timed event, busy, with its place and a reminder an hour before. */
export function buildInterviewCalendar(event: InterviewEvent): string {
  const start = new Date(event.startsAt);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Not an instant: ${event.startsAt}`);
  return writeCalendar({
    productId: '-//Resume Agent//Interviews//EN',
    events: [
      {
        uid: interviewUid(event.interviewId),
        when: { start, end: new Date(start.getTime() + event.durationMinutes * 60_000) },
        summary: interviewSummary(event.title, event.jobTitle, event.company),
        description: [event.notes?.trim(), `Your application: ${event.applicationUrl}`]
          .filter(Boolean)
          .join('\n\n'),
        location: event.location,
        url: event.applicationUrl,
        reminder: '-PT1H',
      },
    ],
    now: event.now,
  });
}

/** A file name that every OS accepts: follow-up-staff-engineer-acme.ics */
export function followUpFilename(jobTitle: string, company?: string | null): string {
  return calendarFilename('follow-up', jobTitle, company);
}

/** interview-staff-engineer-acme.ics */
export function interviewFilename(jobTitle: string, company?: string | null): string {
  return calendarFilename('interview', jobTitle, company);
}

function calendarFilename(kind: string, jobTitle: string, company?: string | null): string {
  const slug = fileSlug(jobTitle, company);
  return `${kind}${slug ? `-${slug}` : ''}.ics`;
}

export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';
