/**
 * Importing applications from a spreadsheet: the tracker a job seeker kept before (or the job
 * search log, read back) as CSV. Each row becomes a job and its application, at its status, sent
 * on its day. First read with `dryRun`, which stores nothing and answers what each row was read
 * as and why any is left out; then imported, every row that reads in one transaction (a row
 * that does not read leaves the others be; nothing half-imported when the database fails).
 * A row of a job already saved (the same link, or title at the same company, as "Add a job"
 * checks) or repeating one above it is left out, so importing a file twice adds nothing — also
 * when both are sent at once: imports of one user take turns, each checking what is saved inside
 * its own transaction. The jobs of one import share an id, which undoing the import deletes by.
 */
import { randomUUID } from 'node:crypto';
import { type CaseStatus, CASE_STATUS_INFO } from '@resume-agent/case-contract';
import type { Database, Queryable } from '../db/database.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import { isKnownTimeZone } from '../http/time-zone.js';
import { completeJob } from '../jobs/job-service.js';
import type { JobFields } from '../jobs/jobs-repository.js';
import { instantAt } from '../time/wall-clock.js';
import { fieldsOfHeaders, type ImportField, TITLE_HEADERS } from './import-columns.js';
import { readCsv } from './csv-read.js';
import { ContactsProblem, contactsOfCell } from './import-contacts.js';
import { dayOfCell, type DayOrder, statusOfCell } from './import-values.js';
import {
  deleteJobsOfImport,
  type ImportedApplication,
  insertImportedApplication,
  listSavedJobKeys,
  listSpreadsheetImports,
  lockImportsOfUser,
  type SpreadsheetImportRecord,
} from './imported-applications-repository.js';

export const IMPORT_LIMITS = { characters: 1_000_000, rows: 1_000, columns: 50 } as const;
/** The imports listed to undo: the recent ones are the ones a person undoes. */
const IMPORTS_LISTED = 20;
const SOURCE_MAX = 100;
const NOTES_MAX = 20_000;
/** Sent at least: these carry the day they were sent. */
const SENT: ReadonlySet<CaseStatus> = new Set([
  'applied',
  'interviewing',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
]);

export interface ImportInput {
  csv: string;
  dayOrder?: DayOrder | null;
  timeZone?: string | null;
  dryRun?: boolean | null;
}

export interface ImportRow {
  line: number;
  title: string | null;
  company: string | null;
  status: CaseStatus | null;
  appliedOn: string | null;
  /** The people of its contacts column. */
  contacts: number;
  problem: string | null;
  applicationId: string | null;
}

export interface ApplicationImport {
  dryRun: boolean;
  columns: { header: string; field: ImportField | null }[];
  rows: ImportRow[];
  imported: number;
  /** What undoes it; null on a dry run, or when no row was imported. */
  importId: string | null;
}

/** A row that reads: what it stores. */
interface ReadRow {
  row: ImportRow;
  application: Omit<ImportedApplication, 'appliedAt'> & { appliedOn: string | null };
}

class RowProblem extends Error {}

const STATUS_NAMES = 'Applied, Interviewing, Offer, Accepted, Rejected, Withdrawn or Draft';

function linkKey(url: string): string {
  return url.split('#')[0]?.replace(/\/+$/, '').toLowerCase() ?? '';
}

function namedKey(fields: Pick<JobFields, 'title' | 'company'>): string | null {
  return fields.company === null
    ? null
    : `${fields.title.toLowerCase()}|${fields.company.toLowerCase()}`;
}

export function createApplicationImport({ db }: { db: Database }) {
  function dayIn(cell: string, order: DayOrder | null, what: string): string | null {
    if (cell === '') return null;
    const reading = dayOfCell(cell, order);
    if ('day' in reading) return reading.day;
    throw new RowProblem(
      reading.problem === 'ambiguous'
        ? `${what} "${cell}" could be read two ways: say whether days or months come first`
        : `${what} "${cell}" is not a day we can read: write it as 2026-11-03`,
    );
  }

  /** A record as what it stores, or RowProblem saying why not. */
  function readRow(
    cellOf: (field: ImportField) => string,
    order: DayOrder | null,
    line: number,
    contactsRole: string | null,
  ): ReadRow['application'] {
    const statusCell = cellOf('status');
    const appliedOn = dayIn(cellOf('applied_on'), order, 'The day applied');
    const status =
      statusCell === '' ? (appliedOn === null ? 'draft' : 'applied') : statusOfCell(statusCell);
    if (status === undefined)
      throw new RowProblem(`"${statusCell}" is not a status we know: write ${STATUS_NAMES}`);
    let job: JobFields;
    try {
      ({ fields: job } = completeJob({
        title: cellOf('title'),
        company: cellOf('company'),
        location: cellOf('location'),
        url: cellOf('url'),
        applyBy: dayIn(cellOf('apply_by'), order, 'The last day to apply'),
      }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
        throw new RowProblem(
          error.message === 'Give the job a title: the posting does not say it'
            ? 'It has no job title'
            : error.message,
        );
      throw error;
    }
    const source = cellOf('source');
    if (source.length > SOURCE_MAX)
      throw new RowProblem(`The source has at most ${String(SOURCE_MAX)} characters`);
    let contacts;
    try {
      contacts = contactsOfCell(cellOf('contacts'), contactsRole);
    } catch (error) {
      if (error instanceof ContactsProblem) throw new RowProblem(error.message);
      throw error;
    }
    const notes = cellOf('notes');
    if (notes.length > NOTES_MAX)
      throw new RowProblem(`The notes have at most ${String(NOTES_MAX)} characters`);
    return {
      job,
      status,
      appliedOn: SENT.has(status) ? appliedOn : null,
      followUpOn: dayIn(cellOf('follow_up_on'), order, 'The follow-up day'),
      source: source === '' ? null : source,
      notes: notes === '' ? null : notes,
      contacts,
      note: `Imported from a spreadsheet (line ${String(line)}) as ${CASE_STATUS_INFO[status].label}`,
    };
  }

  return {
    async import(userId: string, input: ImportInput): Promise<ApplicationImport> {
      if (input.csv.length > IMPORT_LIMITS.characters)
        throw validationFailed('The file is over 1 MB: split it, or leave out columns', {
          field: 'csv',
        });
      const timeZone = input.timeZone ?? 'UTC';
      if (!isKnownTimeZone(timeZone))
        throw validationFailed('The timeZone is an IANA time zone such as Europe/Berlin', {
          field: 'timeZone',
        });
      const [header, ...records] = readCsv(input.csv);
      if (header === undefined)
        throw validationFailed('The file is empty: it needs a header row and a row per job', {
          field: 'csv',
        });
      if (header.fields.length > IMPORT_LIMITS.columns)
        throw validationFailed(
          `The file has ${String(header.fields.length)} columns; at most ${String(IMPORT_LIMITS.columns)} are read`,
          { field: 'csv' },
        );
      if (records.length > IMPORT_LIMITS.rows)
        throw validationFailed(
          `The file has ${String(records.length)} rows; import at most ${String(IMPORT_LIMITS.rows)} at a time`,
          { field: 'csv' },
        );
      const fields = fieldsOfHeaders(header.fields);
      if (!fields.includes('title'))
        throw validationFailed(
          `No column holds the job title: name one ${TITLE_HEADERS.join(', ')}`,
          { field: 'csv' },
        );
      const columnOf = new Map(
        fields.flatMap((field, index) => (field === null ? [] : [[field, index] as const])),
      );
      const order = input.dayOrder ?? null;
      // A column headed "Recruiter" or "Hiring manager" says what its people are.
      const contactsIndex = columnOf.get('contacts');
      const contactsHeader =
        contactsIndex === undefined ? '' : (header.fields[contactsIndex] ?? '').trim();
      const contactsRole = /^(recruiter|hiring manager)$/iu.test(contactsHeader)
        ? `${contactsHeader.charAt(0).toUpperCase()}${contactsHeader.slice(1).toLowerCase()}`
        : null;
      /** Every row read against the jobs saved now: the ones to store, and each row's reading. */
      const readRows = (saved: ReadonlySet<string>) => {
        const seen = new Map<string, number>();
        const read: ReadRow[] = [];
        const rows = records.map(({ line, fields: cells }): ImportRow => {
          const cellOf = (field: ImportField) => {
            const index = columnOf.get(field);
            return index === undefined ? '' : (cells[index] ?? '').trim();
          };
          const row: ImportRow = {
            line,
            title: cellOf('title') || null,
            company: cellOf('company') || null,
            status: null,
            appliedOn: null,
            contacts: 0,
            problem: null,
            applicationId: null,
          };
          try {
            const application = readRow(cellOf, order, line, contactsRole);
            row.status = application.status as CaseStatus;
            row.appliedOn = application.appliedOn;
            row.contacts = application.contacts.length;
            const keys = [
              application.job.url === null ? null : linkKey(application.job.url),
              namedKey(application.job),
            ].filter((key) => key !== null);
            if (keys.some((key) => saved.has(key)))
              throw new RowProblem('This job is saved already');
            const earlier = keys.map((key) => seen.get(key)).find((at) => at !== undefined);
            if (earlier !== undefined)
              throw new RowProblem(`The same job as line ${String(earlier)}`);
            for (const key of keys) seen.set(key, line);
            read.push({ row, application });
          } catch (error) {
            if (!(error instanceof RowProblem)) throw error;
            row.problem = error.message;
          }
          return row;
        });
        return { rows, read };
      };

      const dryRun = input.dryRun === true;
      const store = async (tx: Queryable) => {
        await lockImportsOfUser(tx, userId);
        const reading = readRows(await listSavedJobKeys(tx, userId));
        const importId = randomUUID();
        for (const { row, application } of reading.read) {
          const { appliedOn, ...stored } = application;
          row.applicationId = await insertImportedApplication(tx, userId, importId, {
            ...stored,
            // Noon on the person's calendar: the day stays the day whatever the zone.
            appliedAt: appliedOn === null ? null : instantAt(appliedOn, 12, timeZone).toISOString(),
          });
        }
        return { ...reading, importId: reading.read.length > 0 ? importId : null };
      };
      const { rows, read, importId } = dryRun
        ? { ...readRows(await listSavedJobKeys(db, userId)), importId: null }
        : await db.transaction(store);
      return {
        dryRun,
        columns: header.fields.map((text, index) => ({
          header: text,
          field: fields[index] ?? null,
        })),
        rows,
        imported: read.length,
        importId,
      };
    },

    /** The user's imports with jobs still saved, newest first, to undo. */
    listImports(userId: string): Promise<SpreadsheetImportRecord[]> {
      return listSpreadsheetImports(db, userId, IMPORTS_LISTED);
    },

    /**
     * Undoes an import: deletes its jobs still saved, with their applications and all of theirs
     * (history, contacts, interviews, answers, offers), however they changed since.
     */
    async undo(userId: string, id: string): Promise<{ id: string; jobsDeleted: number }> {
      const importId = idOrNotFound(id, 'import');
      const jobsDeleted = await deleteJobsOfImport(db, userId, importId);
      if (jobsDeleted === 0) throw notFound('import');
      return { id: importId, jobsDeleted };
    },
  };
}

export type ApplicationImportService = ReturnType<typeof createApplicationImport>;
