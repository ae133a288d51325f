/**
 * The job search log: the user's applications as a spreadsheet (CSV), one row each, with the
 * day each was sent, the employer, the position, how it was found, whom they dealt with and
 * where it stands. What unemployment offices ask job seekers to keep ("work search log"), and
 * what a person moving to a spreadsheet, or a career adviser, wants to read. Days are written on
 * the person's own calendar (their time zone), as YYYY-MM-DD, which every spreadsheet sorts.
 */
import { CASE_STATUS_INFO, isCaseStatus } from '@resume-agent/case-contract';
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import { isKnownTimeZone } from '../http/time-zone.js';
import { writeCsv, type CsvCell } from '../files/csv.js';
import { exportedFile, type ExportedFile } from '../files/exported-file.js';
import { addDays } from '../pipeline/application-service.js';
import { instantAt, wallTimeOf } from '../time/wall-clock.js';
import {
  listApplicationsForLog,
  type LoggedApplication,
  type LoggedContact,
} from './application-log-repository.js';

/** More than a job search holds; a file of this size is still a few megabytes. */
export const MAX_LOGGED_APPLICATIONS = 10_000;

export const LOG_COLUMNS = [
  'Applied on',
  'Company',
  'Job title',
  'Location',
  'Status',
  'Source',
  'Contacts',
  'Interviews',
  'Follow up on',
  'Last day to apply',
  'Pay from',
  'Pay to',
  'Pay currency',
  'Pay period',
  'Match score',
  'Job link',
  'Notes',
  'Added on',
  'Application',
] as const;

export interface ApplicationLogInput {
  appliedFrom?: string | null;
  appliedTo?: string | null;
  timeZone?: string | null;
}

function contactText({ name, role, email }: LoggedContact): string {
  return [name, role === null ? '' : ` (${role})`, email === null ? '' : ` <${email}>`].join('');
}

function statusLabel(status: string): string {
  return isCaseStatus(status) ? CASE_STATUS_INFO[status].label : status;
}

export function createApplicationLog({ db, appOrigin }: { db: Database; appOrigin: string }) {
  function rowOf(application: LoggedApplication, timeZone: string): CsvCell[] {
    const dayOf = (instant: string | null) =>
      instant === null ? null : wallTimeOf(new Date(instant), timeZone).day;
    const { pay } = application;
    return [
      dayOf(application.appliedAt),
      application.company,
      application.title,
      application.location,
      statusLabel(application.status),
      application.source,
      application.contacts.map(contactText).join('; ') || null,
      application.interviews,
      application.followUpOn,
      application.applyBy,
      pay?.min ?? null,
      pay?.max ?? null,
      pay?.currency ?? null,
      pay?.period ?? null,
      application.matchScore,
      application.url,
      application.notes,
      dayOf(application.createdAt),
      `${appOrigin}/applications/${application.id}`,
    ];
  }

  return {
    /**
     * The log as a file: with `appliedFrom`/`appliedTo` (days on the calendar of `timeZone`,
     * both included) the applications sent in that span, else every one.
     */
    async export(userId: string, input: ApplicationLogInput): Promise<ExportedFile> {
      const timeZone = input.timeZone ?? 'UTC';
      if (!isKnownTimeZone(timeZone))
        throw validationFailed('The timeZone is an IANA time zone such as Europe/Berlin', {
          field: 'timeZone',
        });
      const from = input.appliedFrom ?? null;
      const to = input.appliedTo ?? null;
      if (from !== null && to !== null && to < from)
        throw validationFailed('The span ends before it begins', { field: 'appliedTo' });
      const applications = await listApplicationsForLog(db, {
        userId,
        appliedFrom: from === null ? null : instantAt(from, 0, timeZone).toISOString(),
        appliedBefore: to === null ? null : instantAt(addDays(to, 1), 0, timeZone).toISOString(),
        limit: MAX_LOGGED_APPLICATIONS,
      });
      const csv = writeCsv(
        LOG_COLUMNS,
        applications.map((application) => rowOf(application, timeZone)),
      );
      return exportedFile(
        csv,
        { mediaType: 'text/csv; charset=utf-8', fileExtension: 'csv' },
        ['job-search-log', from, to === null ? null : `to-${to}`],
        'job-search-log',
      );
    },
  };
}

export type ApplicationLog = ReturnType<typeof createApplicationLog>;
