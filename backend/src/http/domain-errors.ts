/**
 * The failures every resource of the app shares, in one place: what the REST and GraphQL
 * layers turn into their own error shapes by code.
 */
import { AppError } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return UUID.test(id);
}

export const notFound = (what: string): AppError =>
  new AppError('NOT_FOUND', 404, `No such ${what}`);

export function validationFailed(message: string, details?: unknown): AppError {
  return new AppError('VALIDATION_FAILED', 400, message, details);
}

/** An id from outside: anything but a UUID cannot name a row, so it is simply not found. */
export function idOrNotFound(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(what);
  return id.toLowerCase();
}

export function versionConflict(what: string, currentVersion: number): AppError {
  return new AppError(
    'VERSION_CONFLICT',
    409,
    `The ${what} has changed since you loaded it (now version ${currentVersion}); reload it and apply your change again`,
    { currentVersion },
  );
}
