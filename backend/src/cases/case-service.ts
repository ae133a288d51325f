/**
 * The case operations: each runs in one transaction over the application records, enforces
 * the status rules and writes the history, and answers in the host-facing shape.
 */
import { createHash } from 'node:crypto';
import {
  type AgentCase,
  type CaseStatus,
  type ChangeStatusBody,
  type CreateCaseBody,
  isCaseStatus,
  LIST_LIMIT,
  type ListCasesQuery,
  type UpdateCaseBody,
} from '@resume-agent/case-contract';
import {
  type ApplicationChanges,
  type ApplicationRecord,
  type ApplicationSummary,
  findApplication,
  insertApplicationWithJob,
  listApplications,
  type PostingChange,
  updateApplicationWithJob,
} from '../applications/applications-repository.js';
import {
  claimIdempotencyKey,
  storeIdempotentResponse,
} from '../applications/idempotency-repository.js';
import type { Database, Queryable } from '../db/database.js';
import { exactIsoFromTimestamptzText } from '../db/timestamptz.js';
import type { Caller } from '../http/authentication.js';
import { AppError } from '../http/errors.js';
import { isUuid } from '../http/domain-errors.js';
import {
  changesOfUpdate,
  extraFieldsOfCreate,
  jobOfCreate,
  toAgentCase,
} from './agent-case-adapter.js';
import { readingOf } from '../jobs/posting-reading.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import {
  type JobText,
  matchJob,
  postingAfterChange,
  toStoredMatch,
} from '../tailoring/job-match.js';
import type { CaseRecordPage } from './case-list-json.js';
import { decodeCursor, encodeCursor, filterFingerprint } from './cursor.js';
import { checkIfMatch } from './if-match.js';
import {
  checkTransition,
  moveApplicationStatus,
  recordStatusChange,
} from '../pipeline/status-change.js';
import {
  jobReadsDifferently,
  tailoringsAfterJobChange,
} from '../pipeline/tailoring-after-job-change.js';

/** A retry with the same Idempotency-Key within this time gets the first response. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

export interface CaseServiceOptions {
  db: Database;
  /** The frontend's origin, for the cases' deep links. */
  appOrigin: string;
  /** Today (YYYY-MM-DD): "now" for ongoing jobs in match scores. */
  today?: () => string;
}

/** Not sent yet: a case created at any other status was sent, and gets its appliedAt. */
const UNSENT: ReadonlySet<CaseStatus> = new Set(['draft', 'ready']);

const caseNotFound = (): AppError => new AppError('CASE_NOT_FOUND', 404, 'No such case');

/** Canonical JSON (sorted keys), so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

export function parseStatusFilter(raw: string | undefined): CaseStatus[] {
  if (raw === undefined || raw === '') return [];
  const statuses = [...new Set(raw.split(','))];
  const unknown = statuses.find((status) => !isCaseStatus(status));
  if (unknown !== undefined)
    throw new AppError(
      'INVALID_QUERY_PARAMETER',
      400,
      `Query parameter 'status' names an unknown status ${JSON.stringify(unknown)}; see GET /api/cases/schema`,
      { parameter: 'status' },
    );
  return statuses.filter(isCaseStatus);
}

export function createCaseService({
  db,
  appOrigin,
  today = () => new Date().toISOString().slice(0, 10),
}: CaseServiceOptions) {
  const present = (record: ApplicationSummary): AgentCase => toAgentCase(record, appOrigin);

  /** The base resume's content for scoring `job`; null without a description (nothing to score). */
  async function baseResumeFor(tx: Queryable, userId: string, job: JobText): Promise<unknown> {
    // Without a posting there is nothing to score: skip reading the resume.
    return job.description === null ? null : findBaseResumeContent(tx, userId);
  }

  /**
   * The job's reading and the base resume's match with it, as stored: the reading is kept
   * with or without a resume (it holds the pay, the skills asked for); the match needs both.
   */
  function postingChangeOf(resume: unknown, job: JobText): PostingChange {
    const reading = readingOf(job);
    if (reading === null) return { reading: null, match: null };
    const match = matchJob(resume, { ...job, parsed: reading.parsed }, today());
    return { reading, match: toStoredMatch(match) };
  }

  /** The caller's case, locked for a change, after the If-Match precondition holds. */
  async function lockedCaseAt(
    tx: Queryable,
    caller: Caller,
    id: string,
    ifMatch: string | undefined,
  ): Promise<ApplicationRecord> {
    if (!isUuid(id)) throw caseNotFound();
    const record = await findApplication(tx, caller.userId, id.toLowerCase(), { lock: true });
    if (!record) throw caseNotFound();
    checkIfMatch(ifMatch, record.version);
    return record;
  }

  async function insertCase(
    tx: Queryable,
    caller: Caller,
    body: CreateCaseBody,
  ): Promise<AgentCase> {
    const job = jobOfCreate(body);
    const record = await insertApplicationWithJob(tx, {
      userId: caller.userId,
      job,
      ...postingChangeOf(await baseResumeFor(tx, caller.userId, job), job),
      status: body.status ?? 'draft',
      isSent: body.status !== undefined && !UNSENT.has(body.status),
      notes: body.notes?.trim() ?? null,
      fields: extraFieldsOfCreate(body),
    });
    await recordStatusChange(tx, caller, record, null, null);
    return present(record);
  }

  /** A page of records and the cursor after it; the route writes them as cases. */
  async function listPage(caller: Caller, query: ListCasesQuery): Promise<CaseRecordPage> {
    const statuses = parseStatusFilter(query.status);
    const search = query.q?.trim() ?? '';
    const fingerprint = filterFingerprint({ statuses, search });
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, fingerprint);
    const limit = query.limit ?? LIST_LIMIT.default;
    // One extra row tells whether another page follows without a second query.
    const records = await listApplications(db, {
      userId: caller.userId,
      statuses,
      search,
      ...(after ? { after } : {}),
      limit: limit + 1,
    });
    const page = records.slice(0, limit);
    const last = page.at(-1);
    return {
      records: page,
      nextCursor:
        records.length > limit && last
          ? encodeCursor(
              { createdAtExact: exactIsoFromTimestamptzText(last.createdAtExact), id: last.id },
              fingerprint,
            )
          : null,
    };
  }

  return {
    listPage,

    async get(caller: Caller, id: string): Promise<AgentCase> {
      if (!isUuid(id)) throw caseNotFound();
      const record = await findApplication(db, caller.userId, id.toLowerCase());
      if (!record) throw caseNotFound();
      return present(record);
    },

    /** Creates a case; with a key, a retry replays the first response instead. */
    async create(
      caller: Caller,
      body: CreateCaseBody,
      idempotencyKey?: string,
    ): Promise<{ agentCase: AgentCase; replayed: boolean }> {
      return db.transaction(async (tx) => {
        if (idempotencyKey === undefined)
          return { agentCase: await insertCase(tx, caller, body), replayed: false };
        const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
        const claim = await claimIdempotencyKey(tx, {
          userId: caller.userId,
          key: idempotencyKey,
          requestHash,
          ttlSeconds: IDEMPOTENCY_TTL_SECONDS,
        });
        if (claim.outcome === 'mismatch')
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            422,
            'This Idempotency-Key was used with another request body; use a new key for a new case',
          );
        if (claim.outcome === 'replay')
          return { agentCase: claim.response.body as AgentCase, replayed: true };
        const agentCase = await insertCase(tx, caller, body);
        await storeIdempotentResponse(tx, {
          userId: caller.userId,
          key: idempotencyKey,
          response: { status: 201, body: agentCase },
        });
        return { agentCase, replayed: false };
      });
    },

    async update(
      caller: Caller,
      id: string,
      body: UpdateCaseBody,
      ifMatch: string | undefined,
    ): Promise<AgentCase> {
      return db.transaction(async (tx) => {
        const current = await lockedCaseAt(tx, caller, id, ifMatch);
        const from = current.status as CaseStatus;
        const to = body.status;
        const isStatusChange = to !== undefined && to !== from;
        if (isStatusChange) checkTransition(from, to);
        const { job, application } = changesOfUpdate(body);
        // Set on the fresh object, not spread into a copy: V8 (Node 20) puts an object spread
        // that gains properties in the old generation (see toRecord).
        const applicationChanges: ApplicationChanges = application;
        if (isStatusChange) applicationChanges.status = to;
        // The match follows the posting: recomputed when what the engine reads changes.
        const posting = postingAfterChange(current, job);
        // Read once, for the case's match and for a tailored resume's.
        const baseResume =
          posting === null ? null : await baseResumeFor(tx, caller.userId, posting);
        const postingChange = posting === null ? undefined : postingChangeOf(baseResume, posting);
        if (posting !== null && jobReadsDifferently(current, posting)) {
          const tailorings = await tailoringsAfterJobChange(tx, {
            userId: caller.userId,
            jobId: current.jobId,
            job: posting,
            baseResume,
            asOf: today(),
            changedAt: new Date().toISOString(),
          });
          const tailoredResume = tailorings.get(current.id);
          if (tailoredResume) applicationChanges.tailoredResume = tailoredResume;
        }
        const updated = await updateApplicationWithJob(
          tx,
          current,
          job,
          applicationChanges,
          postingChange,
        );
        if (isStatusChange) await recordStatusChange(tx, caller, updated, from, null);
        return present(updated);
      });
    },

    async changeStatus(
      caller: Caller,
      id: string,
      body: ChangeStatusBody,
      ifMatch: string | undefined,
    ): Promise<AgentCase> {
      return db.transaction(async (tx) => {
        const current = await lockedCaseAt(tx, caller, id, ifMatch);
        const updated = await moveApplicationStatus(
          tx,
          caller,
          current,
          body.status,
          body.note?.trim() ?? null,
        );
        return present(updated);
      });
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
