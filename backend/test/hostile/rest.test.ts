/**
 * Every REST route under hostile URLs and headers, on each engine: no credentials, malformed
 * Authorization, junk ids, junk query parameters, oversized If-Match and bad Idempotency-Key,
 * methods a route does not serve. Always a 4xx in the Error shape (or a legitimate 2xx).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import { REST_ENTRY_POINTS, type EntryPoint } from './entry-points.js';
import { expectRefusedCleanly } from './error-shape.js';
import { startHostileApp, type HostileApp } from './hostile-app.js';
import {
  AUTHORIZATION_JUNK,
  PATH_JUNK,
  percentEncode,
  QUERY_JUNK,
  SQL_INJECTIONS,
} from './hostile-values.js';

const RUNS = { numRuns: 30 };
const label = (entry: EntryPoint) => `${entry.method} ${entry.route}`;
const guarded = REST_ENTRY_POINTS.filter((entry) => entry.credentials !== 'none');
const withIds = REST_ENTRY_POINTS.filter(
  (entry): entry is EntryPoint & { urlWithId: (id: string) => string } =>
    entry.urlWithId !== undefined,
);
const withQueries = REST_ENTRY_POINTS.filter((entry) => entry.query !== undefined);

/** Routes that answer a caller without credentials (sign-out is idempotent). */
const ANSWERS_ANONYMOUS = new Set(['POST /api/auth/sign-out']);

describe.each(testEngines)('hostile URLs and headers on $name', (engine) => {
  let hostile: HostileApp;

  beforeAll(async () => {
    hostile = await startHostileApp(engine);
  });
  afterAll(() => hostile.close());

  const request = (entry: EntryPoint, url: string, headers: Record<string, string>) =>
    hostile.send({
      method: entry.method,
      url,
      headers,
      ...(entry.body ? { payload: entry.body.valid() } : {}),
    });

  it.each(REST_ENTRY_POINTS.map((entry) => [label(entry), entry] as const))(
    '%s answers a valid request without a 5xx',
    async (_name, entry) => {
      const response = await request(
        entry,
        entry.url(hostile.principal),
        hostile.credentials(entry.credentials),
      );
      expectRefusedCleanly(response, {
        allowSuccess: true,
        isHead: entry.method === 'HEAD',
        context: label(entry),
      });
    },
  );

  it.each(guarded.map((entry) => [label(entry), entry] as const))(
    '%s refuses a caller without credentials with 401',
    async (name, entry) => {
      const response = await request(entry, entry.url(hostile.principal), { origin: APP_ORIGIN });
      const isHead = entry.method === 'HEAD';
      if (ANSWERS_ANONYMOUS.has(name))
        expectRefusedCleanly(response, { allowSuccess: true, isHead, context: name });
      else expectRefusedCleanly(response, { status: 401, isHead, context: name });
    },
  );

  it('refuses every malformed Authorization header on every route', async () => {
    for (const entry of REST_ENTRY_POINTS)
      for (const authorization of AUTHORIZATION_JUNK) {
        const response = await request(entry, entry.url(hostile.principal), {
          authorization,
          origin: APP_ORIGIN,
        });
        const context = `${label(entry)} Authorization: ${authorization.slice(0, 40)}`;
        // Public routes ignore credentials; a guarded one must not fall back to anything else.
        expectRefusedCleanly(response, {
          allowSuccess: entry.credentials === 'none',
          isHead: entry.method === 'HEAD',
          sent: authorization,
          context,
        });
        if (entry.credentials !== 'none' && response.statusCode !== 401)
          // A session-only route may first say a bearer token is the wrong kind of credential.
          expect([401, 403], context).toContain(response.statusCode);
      }
  });

  it('answers junk and traversal in ids with a 4xx, never touching another row', async () => {
    for (const entry of withIds)
      for (const id of PATH_JUNK) {
        const response = await request(entry, entry.urlWithId(id), {
          ...hostile.credentials(entry.credentials),
          'content-type': 'application/json',
        });
        expectRefusedCleanly(response, {
          isHead: entry.method === 'HEAD',
          sent: decodeURIComponentSafely(id),
          context: `${label(entry)} id=${id.slice(0, 40)}`,
        });
      }
    // The principal's case and token survived every attack on the destructive routes.
    const own = await hostile.send({
      url: `/api/cases/${hostile.principal.caseId}`,
      headers: hostile.credentials('token'),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers generated ids with a 4xx', async () => {
    const id = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
      fc.uuid().map((uuid) => uuid.toUpperCase()),
      fc.constantFrom(...SQL_INJECTIONS).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withIds), id, async (entry, raw) => {
        const response = await request(entry, entry.urlWithId(raw), {
          ...hostile.credentials(entry.credentials),
        });
        expectRefusedCleanly(response, {
          isHead: entry.method === 'HEAD',
          sent: decodeURIComponentSafely(raw),
          context: `${label(entry)} id=${raw}`,
        });
      }),
      RUNS,
    );
  });

  it('answers junk query parameters with a 400 unless the value is valid after all', async () => {
    for (const entry of withQueries)
      for (const parameter of entry.query ?? [])
        for (const value of QUERY_JUNK) {
          const url = `${entry.url(hostile.principal)}?${parameter.name}=${percentEncode(value)}`;
          const response = await request(entry, url, hostile.credentials(entry.credentials));
          const isAccepted = parameter.accepts(value);
          expectRefusedCleanly(response, {
            allowSuccess: isAccepted,
            ...(isAccepted ? {} : { status: 400 }),
            isHead: entry.method === 'HEAD',
            sent: value,
            context: `${label(entry)} ${parameter.name}=${JSON.stringify(value.slice(0, 40))}`,
          });
        }
  });

  it('refuses repeated, array-style and NUL-laden parameters without a 5xx', async () => {
    for (const entry of withQueries)
      for (const parameter of entry.query ?? []) {
        const { name, valid } = parameter;
        const urls = [
          `${name}=${valid}&${name}=${valid}`,
          `${name}[]=${valid}`,
          `${name}[0]=${valid}&${name}[1]=${valid}`,
          `${name}=%00`,
          `${name}=${valid}%00`,
          `${name}=%E0%A4%A`,
          `${name}=%`,
          name,
          `&&&${name}==${valid}`,
          `${name}=${'%41'.repeat(3000)}`,
        ];
        for (const query of urls) {
          const response = await request(
            entry,
            `${entry.url(hostile.principal)}?${query}`,
            hostile.credentials(entry.credentials),
          );
          expectRefusedCleanly(response, {
            allowSuccess: true,
            isHead: entry.method === 'HEAD',
            sent: query,
            context: `${label(entry)} ?${query.slice(0, 60)}`,
          });
          if (query === `${name}=${valid}&${name}=${valid}`)
            expect(response.statusCode, query).toBe(400);
        }
      }
  });

  it('answers generated query strings without a 5xx', async () => {
    const pair = fc.tuple(
      fc.oneof(fc.constantFrom('limit', 'cursor', 'status', 'q'), fc.string({ maxLength: 6 })),
      fc.oneof(fc.constantFrom(...QUERY_JUNK), fc.string({ maxLength: 20 })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withQueries),
        fc.array(pair, { maxLength: 4 }),
        async (entry, pairs) => {
          const query = pairs
            .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
            .join('&');
          const response = await request(
            entry,
            `${entry.url(hostile.principal)}?${query}`,
            hostile.credentials(entry.credentials),
          );
          expectRefusedCleanly(response, {
            allowSuccess: true,
            isHead: entry.method === 'HEAD',
            sent: pairs.flat().join(' '),
            context: `${label(entry)} ?${query.slice(0, 80)}`,
          });
        },
      ),
      RUNS,
    );
  });

  it('treats LIKE wildcards in q as text, not patterns', async () => {
    for (const q of ['%', '_', '%%', '\\', '%_%']) {
      const response = await hostile.send({
        url: `/api/cases?q=${encodeURIComponent(q)}`,
        headers: hostile.credentials('token'),
      });
      expectRefusedCleanly(response, { allowSuccess: true, status: 200, sent: q, context: q });
      // The principal's "Backend engineer" has none of these characters.
      expect(response.json<{ items: unknown[] }>().items, q).toEqual([]);
    }
  });

  it('refuses a malformed, huge or repeated If-Match with 400 or 412', async () => {
    const changes = REST_ENTRY_POINTS.filter(
      (entry) => entry.urlWithId !== undefined && entry.body !== undefined,
    );
    const values = [
      'x'.repeat(100_000),
      `"${'9'.repeat(100_000)}"`,
      // Versions no case has reached: a long list that matches nothing.
      Array.from({ length: 5000 }, (_, index) => `"${index + 100_000}"`).join(','),
      '"1", garbage',
      'W/"1"',
      '"\u0000"',
      '',
      ',,,',
      "' OR 1=1 --",
    ];
    for (const entry of changes)
      for (const ifMatch of values) {
        const response = await request(entry, entry.url(hostile.principal), {
          ...hostile.credentials(entry.credentials),
          'if-match': ifMatch,
        });
        const context = `${label(entry)} If-Match: ${ifMatch.slice(0, 40)}`;
        expectRefusedCleanly(response, { sent: ifMatch, context });
        expect([400, 412], context).toContain(response.statusCode);
      }
  });

  it('refuses a bad Idempotency-Key on case creation with 400', async () => {
    const create = REST_ENTRY_POINTS.find(
      (entry) => entry.method === 'POST' && entry.route === '/api/cases',
    );
    if (!create) throw new Error('POST /api/cases is not in the catalogue');
    const keys = [
      ' leading-space',
      'x'.repeat(256),
      'x'.repeat(100_000),
      'tab\there',
      'ключ',
      '\u0000',
    ];
    for (const key of keys) {
      const response = await request(create, '/api/cases', {
        ...hostile.credentials('token'),
        'idempotency-key': key,
      });
      expectRefusedCleanly(response, {
        status: 400,
        sent: key,
        context: JSON.stringify(key.slice(0, 20)),
      });
    }
  });

  it('answers a method a route does not serve with 404 in the Error shape', async () => {
    const served = new Set(REST_ENTRY_POINTS.map(label));
    const routes = [...new Set(REST_ENTRY_POINTS.map((entry) => entry.route))];
    for (const route of routes)
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (served.has(`${method} ${route}`)) continue;
        const url = route.replace(':id', hostile.principal.caseId);
        const response = await hostile.send({
          method,
          url,
          headers: hostile.credentials('token'),
        });
        // `/api/cases/schema` is also an id to `PATCH /api/cases/:id`, which refuses it its own way.
        const isAlsoAnId = route === '/api/cases/schema' && served.has(`${method} /api/cases/:id`);
        expectRefusedCleanly(response, {
          ...(isAlsoAnId ? {} : { status: 404 }),
          context: `${method} ${url}`,
        });
      }
  });
});

function decodeURIComponentSafely(text: string): string {
  try {
    return `${text} ${decodeURIComponent(text)}`;
  } catch {
    return text;
  }
}
