/**
 * An application's history event as a sentence ("Moved from Applied to Interviewing") and who
 * did it. Event kinds come from the API: created, status_changed, note, follow_up_set,
 * follow_up_cleared, tailored, interview_scheduled, interview_moved, interview_cancelled,
 * offer_recorded, offer_changed, offer_removed; an unknown kind still reads as words.
 */
import type { ApplicationStatus } from '@/gql/graphql';
import { formatInterviewStart } from '@/lib/interview-time';
import { STATUS_LABELS } from '@/lib/statuses';
import { formatDay } from '@/lib/dates';

export interface TimelineEvent {
  kind: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  note: string | null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function humanize(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Updated';
}

function interviewSentence(
  before: string,
  withoutTime: string,
  note: string | null,
  after = '',
): { sentence: string; note: string | null } {
  if (note === null || Number.isNaN(Date.parse(note))) return { sentence: withoutTime, note };
  return { sentence: `${before} ${formatInterviewStart(note)}${after}`, note: null };
}

/**
 * The sentence and the note to show under it. A follow-up event's note is the day it was set
 * for; that goes into the sentence instead of being repeated below it.
 */
export function describeEvent(event: TimelineEvent): { sentence: string; note: string | null } {
  const note = event.note?.trim() ? event.note : null;
  switch (event.kind) {
    case 'created':
      return {
        sentence: `Created as ${STATUS_LABELS[event.toStatus ?? 'draft']}`,
        note,
      };
    case 'status_changed':
      if (event.fromStatus && event.toStatus)
        return {
          sentence: `Moved from ${STATUS_LABELS[event.fromStatus]} to ${STATUS_LABELS[event.toStatus]}`,
          note,
        };
      return {
        sentence: event.toStatus ? `Moved to ${STATUS_LABELS[event.toStatus]}` : 'Status changed',
        note,
      };
    case 'note':
      return { sentence: 'Note added', note };
    case 'follow_up_set':
      if (note && DAY_PATTERN.test(note.trim()))
        return { sentence: `Follow-up set for ${formatDay(note.trim())}`, note: null };
      return { sentence: 'Follow-up date set', note };
    case 'follow_up_cleared':
      return { sentence: 'Follow-up cleared', note };
    case 'tailored':
      return { sentence: 'Tailored resume and cover letter drafted', note };
    // Their note is the interview's start, an instant: told on the reader's clock.
    case 'interview_scheduled':
      return interviewSentence('Interview scheduled for', 'Interview scheduled', note);
    case 'interview_moved':
      return interviewSentence('Interview moved to', 'Interview moved', note);
    case 'interview_cancelled':
      return interviewSentence('Interview on', 'Interview cancelled', note, ' cancelled');
    // Their note is the offer's pay at that moment, which reads best under the sentence.
    case 'offer_recorded':
      return { sentence: 'Offer written down', note };
    case 'offer_changed':
      return { sentence: 'Offer changed', note };
    case 'offer_removed':
      return { sentence: 'Offer removed', note };
    default:
      return { sentence: humanize(event.kind), note };
  }
}

/** "you" for the signed-in person, "an integration" for a host using an access token. */
export function describeActor(actorType: string): string {
  return actorType === 'token' ? 'an integration' : 'you';
}
