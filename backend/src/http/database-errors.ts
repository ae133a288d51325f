/**
 * Tells "the database cannot be reached right now" apart from every other failure, so that an
 * outage is answered with 503 and Retry-After (the client may retry) instead of a 500 (a bug).
 * Only errors of the connection are recognised; a query that PostgreSQL refuses (a constraint,
 * a syntax error) stays a 500, because retrying it would fail again.
 */
import { AppError } from './errors.js';

export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/**
 * Long enough for a restarting server or a failover to come back, short enough that a client
 * does not sit idle after it has. Clients are told; the backend itself never waits this long.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Socket and DNS failures of Node's net module: nothing answers at the database's address. The
 * only other connections the backend opens (job import) wrap their failures in AppErrors, so a
 * bare socket error that reaches the error handler is the database's.
 */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  // A database host that is down in Docker or Kubernetes often stops resolving as well.
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is stopping, starting or has dropped the connection:
 * 57P01 admin_shutdown (pg_ctl stop, a failover), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (still starting or recovering), and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_EXCEPTION_CLASS = '08';

/**
 * Messages of `pg` and pg-pool, which set no code on these errors, and of PGlite, which has no
 * connection to lose but refuses queries once closed (a request still running at shutdown).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout expired$/, // pg.Client's own connectionTimeoutMillis
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection free or made in time
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // Only a five-character SQLSTATE: Node's own codes (ERR_…) never start with 08.
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether `error` means the database is unreachable. Looks through `cause` chains and into
 * AggregateErrors: connecting to a host name with several addresses fails with one error per
 * address.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof AppError) return error.code === DATABASE_UNAVAILABLE;
  if (isUnavailableItself(error)) return true;
  if (error instanceof AggregateError && error.errors.length > 0)
    return error.errors.every((inner) => isDatabaseUnavailable(inner, depth + 1));
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export function databaseUnavailable(): AppError {
  return new AppError(
    DATABASE_UNAVAILABLE,
    503,
    'The database is unavailable; try again shortly',
    undefined,
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}

/** The 503 AppError for a database outage, or undefined for any other failure. */
export function asDatabaseUnavailable(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error.code === DATABASE_UNAVAILABLE ? error : undefined;
  return isDatabaseUnavailable(error) ? databaseUnavailable() : undefined;
}
