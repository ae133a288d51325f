/**
 * The one implementation of the pipeline's rules, shared by the host-facing case API and the
 * job seeker's GraphQL API: which moves are allowed (the case contract's transition table),
 * and that every status change is written to the application's history with who made it.
 */
import { allowedTransitions, canTransition, type CaseStatus } from '@resume-agent/case-contract';
import {
  type ApplicationRecord,
  insertApplicationEvent,
  updateApplicationWithJob,
} from '../applications/applications-repository.js';
import type { Queryable } from '../db/database.js';
import type { Caller } from '../http/authentication.js';
import { AppError } from '../http/errors.js';

export function actorOf(caller: Caller): { actorType: 'user' | 'token'; actorId: string } {
  return caller.via === 'token' && caller.tokenId !== undefined
    ? { actorType: 'token', actorId: caller.tokenId }
    : { actorType: 'user', actorId: caller.userId };
}

export function invalidTransition(from: CaseStatus, to: CaseStatus): AppError {
  const allowed = allowedTransitions(from);
  const choices = allowed.length === 0 ? `${from} is final` : `allowed: ${allowed.join(', ')}`;
  return new AppError(
    'INVALID_TRANSITION',
    409,
    `A case cannot move from ${from} to ${to}; ${choices}`,
    { from, to, allowed },
  );
}

/** Throws INVALID_TRANSITION unless the move is allowed. */
export function checkTransition(from: CaseStatus, to: CaseStatus): void {
  if (!canTransition(from, to)) throw invalidTransition(from, to);
}

/** Appends the history entry of a creation (`from` null) or a status change. */
export async function recordStatusChange(
  tx: Queryable,
  caller: Caller,
  record: ApplicationRecord,
  from: string | null,
  note: string | null,
): Promise<void> {
  await insertApplicationEvent(tx, {
    applicationId: record.id,
    userId: record.userId,
    kind: from === null ? 'created' : 'status_changed',
    fromStatus: from,
    toStatus: record.status,
    note,
    ...actorOf(caller),
  });
}

/**
 * Moves a locked application to `to` and records it. The caller has locked the row
 * (findApplication with `lock`) and checked its precondition (If-Match or expectedVersion).
 */
export async function moveApplicationStatus(
  tx: Queryable,
  caller: Caller,
  current: ApplicationRecord,
  to: CaseStatus,
  note: string | null,
): Promise<ApplicationRecord> {
  const from = current.status as CaseStatus;
  checkTransition(from, to);
  const updated = await updateApplicationWithJob(tx, current, {}, { status: to });
  await recordStatusChange(tx, caller, updated, from, note);
  return updated;
}
