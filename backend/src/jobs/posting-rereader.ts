/**
 * Reads again the postings whose stored reading an older engine wrote (jobs.reading_version
 * other than POSTING_READER_VERSION), so that what the engine learns to read — the pay, a
 * skill it missed — reaches the jobs saved before, without their owners saving them again.
 *
 * In batches by id, each one transaction that locks its rows and skips those another writer
 * holds: a user's edit writes a fresh reading anyway, and another instance starting at the
 * same time takes other rows. A batch done stays done, so a run cut short (a restart) goes on
 * where it stopped. Only the reading changes; the job's fields and updated_at stay (the
 * jobs_touch trigger).
 */
import { POSTING_READER_VERSION } from '@resume-agent/tailor';
import type { Database } from '../db/database.js';
import { readingOf } from './posting-reading.js';

export interface RereadOptions {
  /**
   * outdated (the default): every posting whose reading is not this engine's, after an upgrade;
   * unread: only those changed without a reading (through Hasura or psql), which an index finds
   * without reading the others, for the runs between starts.
   */
  which?: 'outdated' | 'unread';
  /** Postings read per transaction: a batch holds the embedded database's one connection. */
  batchSize?: number;
  /** Stops the run between batches (shutting down). */
  signal?: AbortSignal;
  /** How a posting is read: the engine's reading, unless a test needs one that fails. */
  read?: typeof readingOf;
}

export interface RereadReport {
  /** Jobs whose reading was written again. */
  reread: number;
  /** Jobs whose posting the engine could not read: their old reading is kept. */
  failed: { id: string; error: unknown }[];
}

interface StaleRow extends Record<string, unknown> {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  description: string;
}

// By id after the last batch's: each batch starts where the last one ended (the primary key's
// index), instead of scanning again past every row already read.
const SELECT_STALE = {
  outdated: `SELECT id, title, company, location, description FROM jobs
    WHERE id > $1::uuid AND description IS NOT NULL AND reading_version IS DISTINCT FROM $2
    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
  // jobs_unread_idx holds exactly these rows.
  unread: `SELECT id, title, company, location, description FROM jobs
    WHERE id > $1::uuid AND description IS NOT NULL AND reading_version IS NULL
    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
} as const;

// One statement for the batch. A row without `parsed` (its posting could not be read) keeps
// its old reading and is marked read, so that one bad posting is not retried on every start.
const STORE_READINGS = `UPDATE jobs AS job
  SET parsed = COALESCE(reading.value -> 'parsed', job.parsed), reading_version = $2
  FROM jsonb_array_elements($1::jsonb) AS reading(value)
  WHERE job.id = (reading.value ->> 'id')::uuid`;

const LOWEST_ID = '00000000-0000-0000-0000-000000000000';

/** Lets the requests waiting for the database in before the next batch. */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

export async function rereadStalePostings(
  db: Database,
  { which = 'outdated', batchSize = 25, signal, read = readingOf }: RereadOptions = {},
): Promise<RereadReport> {
  const report: RereadReport = { reread: 0, failed: [] };
  let after = LOWEST_ID;
  while (signal?.aborted !== true) {
    const batch = await db.transaction(async (tx) => {
      const { rows } = await tx.query<StaleRow>(
        SELECT_STALE[which],
        which === 'outdated' ? [after, POSTING_READER_VERSION, batchSize] : [after, batchSize],
      );
      const failed: RereadReport['failed'] = [];
      const readings = rows.map((row) => {
        try {
          return { id: row.id, parsed: read(row)?.parsed };
        } catch (error) {
          failed.push({ id: row.id, error });
          return { id: row.id };
        }
      });
      if (rows.length > 0)
        await tx.query(STORE_READINGS, [JSON.stringify(readings), POSTING_READER_VERSION]);
      return { lastId: rows.at(-1)?.id, reread: rows.length - failed.length, failed };
    });
    if (batch.lastId === undefined) break;
    report.reread += batch.reread;
    report.failed.push(...batch.failed);
    after = batch.lastId;
    await nextTurn();
  }
  return report;
}
