/**
 * The reminder e-mail as it reads: plain text (every mail program shows it, nothing in it can
 * run), sections in the order they call for action, each line ending in the link to the page
 * where the thing is done, and at the foot when it comes, where to change it and how to stop it.
 * Days and times are written in English on the user's clock, like the app's.
 */
import { jobAt } from '@resume-agent/icalendar/app-events';
import {
  type DigestDay,
  type DigestInterview,
  type DigestQuiet,
  type DigestTask,
  itemCountOf,
  QUIET_AFTER_DAYS,
  type ReminderDigest,
} from './reminder-digest.js';

export interface ReminderEmailReader {
  displayName: string | null;
  hour: number;
  timeZone: string;
  hour12: boolean;
}

export interface ReminderEmailLinks {
  /** Where the app's pages are (APP_ORIGIN). */
  appOrigin: string;
  /** The unsubscribe page's address, its token in the fragment. */
  unsubscribe: string;
}

/** Text a person wrote, on one line: a title cannot start a line of its own in the e-mail. */
function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

function job({ title, company }: { title: string; company: string | null }): string {
  return oneLine(jobAt(title, company));
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (YYYY-MM-DD both); negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function plural(count: number, one: string, many: string): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

/** "Monday, November 30" */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "Nov 27" */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "today", "tomorrow", or "Wednesday, December 2", from the digest's day. */
function dayFromToday(day: string, today: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return longDay(day);
}

function clockOf(reader: Pick<ReminderEmailReader, 'timeZone' | 'hour12'>) {
  return new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: reader.hour12 ? 'h12' : 'h23',
    timeZone: reader.timeZone,
  });
}

/** The hour the e-mail comes, as the reader's clock shows it ("8:00 AM", "08:00"). */
export function sendingHourText(reader: Pick<ReminderEmailReader, 'hour' | 'hour12'>): string {
  if (!reader.hour12) return `${String(reader.hour).padStart(2, '0')}:00`;
  const hour = reader.hour % 12 === 0 ? 12 : reader.hour % 12;
  return `${String(hour)}:00 ${reader.hour < 12 ? 'AM' : 'PM'}`;
}

function section(heading: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : [heading, '-'.repeat(heading.length), ...lines, ''];
}

function interviewLines(
  interviews: DigestInterview[],
  today: string,
  reader: ReminderEmailReader,
  link: (path: string) => string,
): string[] {
  const clock = clockOf(reader);
  return interviews.flatMap((interview) => {
    const when = `${dayFromToday(interview.day, today) === 'today' ? 'Today' : 'Tomorrow'} at ${clock.format(new Date(interview.startsAt))}`;
    const name = oneLine(interview.name ?? '') || 'Interview';
    const where = oneLine(interview.location ?? '');
    return [
      `- ${when} (${String(interview.durationMinutes)} min): ${name} for ${job(interview)}`,
      ...(where === '' ? [] : [`  Where: ${where}`]),
      `  ${link(`/applications/${interview.applicationId}`)}`,
    ];
  });
}

/** "due today", or "2 days overdue (due Nov 27)". */
function dueText(day: string, today: string): string {
  const late = daysBetween(day, today);
  return late <= 0 ? 'due today' : `${plural(late, 'day', 'days')} overdue (due ${shortDay(day)})`;
}

function followUpLines(followUps: DigestDay[], today: string, link: (path: string) => string) {
  return followUps.flatMap((followUp) => [
    `- ${job(followUp)}: ${dueText(followUp.day, today)}`,
    `  ${link(`/applications/${followUp.id}`)}`,
  ]);
}

function taskLines(tasks: DigestTask[], today: string, link: (path: string) => string) {
  return tasks.flatMap((task) => [
    `- ${oneLine(task.task)} (${job(task)}): ${dueText(task.day, today)}`,
    `  ${link(`/applications/${task.id}`)}`,
  ]);
}

function dayLines(
  days: DigestDay[],
  today: string,
  word: string,
  link: (id: string) => string,
): string[] {
  return days.flatMap((item) => [
    `- ${job(item)}: ${word}${dayFromToday(item.day, today)}`,
    `  ${link(item.id)}`,
  ]);
}

function quietLines(quiet: DigestQuiet[], today: string, reader: ReminderEmailReader) {
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: reader.timeZone });
  return (link: (path: string) => string) =>
    quiet.flatMap((application) => {
      const since = dayOf.format(new Date(application.lastActivityAt));
      return [
        `- ${job(application)}: nothing since ${shortDay(since)} (${plural(daysBetween(since, today), 'day', 'days')})`,
        `  ${link(`/applications/${application.applicationId}`)}`,
      ];
    });
}

/** "1 interview, 2 follow-ups": what the subject line counts. */
function countsOf(digest: ReminderDigest): string[] {
  return [
    [digest.interviews.length, 'interview', 'interviews'] as const,
    [digest.followUps.length, 'follow-up', 'follow-ups'] as const,
    [digest.tasks.length, 'task', 'tasks'] as const,
    [digest.applyBy.length, 'last day to apply', 'last days to apply'] as const,
    [digest.answerBy.length, 'offer to answer', 'offers to answer'] as const,
    [digest.quiet.length, 'gone quiet', 'gone quiet'] as const,
  ]
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => plural(count, one, many));
}

/**
 * The e-mail for `digest`. `asked` marks one sent because the reader asked to try it: it then
 * says so, and says when nothing is due rather than not being sent.
 */
export function writeReminderEmail(
  digest: ReminderDigest,
  reader: ReminderEmailReader,
  links: ReminderEmailLinks,
  { asked = false }: { asked?: boolean } = {},
): { subject: string; text: string } {
  const link = (path: string) => `${links.appOrigin}${path}`;
  const today = digest.day;
  const counts = countsOf(digest);
  const name = oneLine(reader.displayName ?? '');
  const comes = `This e-mail comes at ${sendingHourText(reader)} (${reader.timeZone}) on the days something is due.`;
  const body =
    itemCountOf(digest) === 0
      ? [
          'Nothing is due today: no interviews today or tomorrow, no follow-ups or tasks, and no last days to apply or offers to answer in the next two days.',
          '',
        ]
      : [
          ...section('Interviews', interviewLines(digest.interviews, today, reader, link)),
          ...section('Follow up', followUpLines(digest.followUps, today, link)),
          ...section('Tasks', taskLines(digest.tasks, today, link)),
          ...section(
            'Last day to apply',
            dayLines(digest.applyBy, today, '', (id) => link(`/jobs/${id}`)),
          ),
          ...section(
            'Offers to answer',
            dayLines(digest.answerBy, today, 'by ', (id) => link(`/applications/${id}`)),
          ),
          ...section(
            `Gone quiet (no news for ${String(QUIET_AFTER_DAYS)} days or more)`,
            quietLines(digest.quiet, today, reader)(link),
          ),
        ];
  return {
    subject: `Your job search today: ${counts.length === 0 ? 'nothing due' : counts.join(', ')}`,
    text: [
      name === '' ? 'Hello,' : `Hello ${name},`,
      '',
      asked
        ? `Here is your job search for ${longDay(today)}, as you asked. ${comes}`
        : `Here is your job search for ${longDay(today)}.`,
      '',
      ...body,
      `Everything else is on your dashboard: ${link('/dashboard')}`,
      '',
      '-- ',
      ...(asked ? [] : [comes]),
      `Change when it comes: ${link('/settings#reminder-email')}`,
      `Stop these e-mails: ${links.unsubscribe}`,
      '',
    ].join('\n'),
  };
}
