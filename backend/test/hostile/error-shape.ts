/**
 * What every answer to hostile input must look like: a 4xx (or, where the test allows it, a
 * 2xx) in the spec's Error shape, as JSON, with nothing of the server's insides in it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const ERROR_KEYS = new Set(['error', 'message', 'code', 'details']);

/**
 * Traces of internals: stack frames, source paths, driver and database error text. Any of
 * these in a body means an error escaped the mapping in http/errors.ts.
 */
const LEAKS: readonly RegExp[] = [
  /\bat [\w.<>$]+ \(/,
  /\bat (file:\/\/|node:|\/)/,
  /\.(ts|js|mjs|cjs):\d+/,
  /\/(work|home|usr|src|node_modules|tmp)\//,
  /node_modules/,
  /\bPGlite\b/i,
  /\bpg-protocol\b|\bDatabaseError\b|\bSQLSTATE\b/,
  /invalid byte sequence|invalid input syntax|syntax error at or near|unsupported Unicode escape/i,
  /violates (not-null|foreign key|check|unique) constraint|duplicate key value/i,
  /\b(relation|column) "[^"]+" (does not exist|of relation)/i,
  /stack depth limit exceeded|Maximum call stack size/i,
  /\bRangeError\b|\bTypeError\b|\bReferenceError\b|\bSyntaxError\b/,
];

/** SQL words a server could only have got from its own statements, unless the request held them. */
const SQL_TEXT =
  /\b(SELECT\s+[\w*]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|RETURNING\s+\w)/gi;

/** Fails when `body` carries internals; `sent` is what the request said (echoes are allowed). */
export function expectNoLeak(body: string, sent: string, context: string): void {
  for (const leak of LEAKS) {
    const match = leak.exec(body);
    // An echo of what was sent (e.g. "got \"../node_modules\"") is not a leak.
    if (match && !sent.toLowerCase().includes(match[0].toLowerCase()))
      expect.fail(`${context}: the body leaks ${JSON.stringify(match[0])}: ${body.slice(0, 300)}`);
  }
  for (const match of body.matchAll(SQL_TEXT))
    if (!sent.toLowerCase().includes(match[0].toLowerCase()))
      expect.fail(
        `${context}: the body shows SQL ${JSON.stringify(match[0])}: ${body.slice(0, 300)}`,
      );
}

export interface Expectation {
  /** Statuses below 400 the input may legitimately earn (it may be valid after all). */
  allowSuccess?: boolean;
  /** The exact status expected, when the test knows it. */
  status?: number;
  /** What the request sent, so that echoes of it are not taken for leaks. */
  sent?: string;
  context?: string;
  /** A HEAD answer has the headers of its GET and no body to check. */
  isHead?: boolean;
}

/** The spec's Error shape, exactly: `{ error: <status>, message, code?, details? }`. */
export function expectErrorShape(response: LightMyRequestResponse, context = ''): void {
  expect(response.headers['content-type'], context).toMatch(/^application\/json\b/);
  const body: unknown = JSON.parse(response.body);
  expect(body, context).toBeTypeOf('object');
  expect(body, context).not.toBeNull();
  const record = body as Record<string, unknown>;
  expect(record.error, context).toBe(response.statusCode);
  expect(record.message, context).toBeTypeOf('string');
  if ('code' in record) expect(record.code, context).toBeTypeOf('string');
  for (const key of Object.keys(record))
    expect(ERROR_KEYS.has(key), `${context}: key ${key}`).toBe(true);
}

/** The answer to hostile input: never a 5xx; a refusal in the Error shape; no internals. */
export function expectRefusedCleanly(
  response: LightMyRequestResponse,
  { allowSuccess = false, status, sent = '', context = '', isHead = false }: Expectation = {},
): void {
  const where = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (status !== undefined) expect(response.statusCode, where).toBe(status);
  if (isHead) {
    expect(response.body, where).toBe('');
    if (response.statusCode >= 400)
      expect(response.headers['content-type'], where).toMatch(/^application\/json\b/);
    else expect(allowSuccess, `${where}: expected a refusal`).toBe(true);
    return;
  }
  if (response.statusCode >= 400) {
    expectErrorShape(response, where);
    // Only refusals: a success may rightly name what it serves (`/health` names its engine).
    expectNoLeak(response.body, sent, where);
  } else if (!allowSuccess) expect.fail(`${where}: expected a refusal`);
  else expect(response.statusCode, where).toBeGreaterThanOrEqual(200);
}
