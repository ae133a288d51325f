/**
 * Hostile JSON bodies against every REST route that takes one, past its guard, on each engine:
 * wrong types, missing and extra fields, hostile text, malformed and deeply nested JSON, wrong
 * content types and bodies over BODY_LIMIT_BYTES. Always a 4xx in the Error shape (or a 2xx
 * where the text is in fact valid), never a 5xx or a trace of the server's insides.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { bodyEntryPoints, withField, type EntryPoint } from './entry-points.js';
import { expectRefusedCleanly } from './error-shape.js';
import { startHostileApp, type HostileApp } from './hostile-app.js';
import {
  extraKey,
  hostileString,
  MARKUP_INJECTIONS,
  nestedJson,
  SQL_INJECTIONS,
  UNICODE_EDGES,
  wrongTypeFor,
} from './hostile-values.js';

const RUNS = { numRuns: 25 };
const label = (entry: EntryPoint) => `${entry.method} ${entry.route}`;

describe.each(testEngines)('hostile bodies on $name', (engine) => {
  let hostile: HostileApp;

  beforeAll(async () => {
    hostile = await startHostileApp(engine);
  });
  afterAll(() => hostile.close());

  function send(
    entry: EntryPoint,
    payload: string | Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return hostile.send({
      method: entry.method,
      url: entry.url(hostile.principal),
      headers: {
        'content-type': 'application/json',
        ...hostile.credentials(entry.credentials),
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  describe.each(bodyEntryPoints)('$method $route', (entry) => {
    const stringFields = entry.body.fields.filter((field) => field.types.includes('string'));

    it('refuses a value of the wrong JSON type in any field with 400 VALIDATION_FAILED', async () => {
      const field = fc.constantFrom(...entry.body.fields);
      const attack = field.chain((chosen) =>
        wrongTypeFor(chosen.types).map((value) => ({ path: chosen.path, value })),
      );
      await fc.assert(
        fc.asyncProperty(attack, async ({ path, value }) => {
          const payload = withField(entry.body.valid(), path, value);
          const response = await send(entry, payload);
          expectRefusedCleanly(response, {
            status: 400,
            sent: JSON.stringify(payload),
            context: `${label(entry)} ${path}=${JSON.stringify(value)}`,
          });
          expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
        }),
        RUNS,
      );
    });

    it('refuses a body missing a required field, and an empty or non-object body', async () => {
      const required = entry.body.fields.filter((field) => field.isRequired);
      const payloads: unknown[] = [
        ...required.map((field) => withField(entry.body.valid(), field.path, undefined)),
        {},
        [],
        null,
        0,
        'text',
        true,
        [entry.body.valid()],
      ];
      for (const payload of payloads) {
        // PATCH takes any one field, but not none; an empty object is refused everywhere.
        const response = await send(entry, JSON.stringify(payload));
        expectRefusedCleanly(response, { status: 400, context: JSON.stringify(payload) });
      }
    });

    it('refuses fields it does not declare, the prototype-polluting ones included', async () => {
      await fc.assert(
        fc.asyncProperty(extraKey, fc.jsonValue({ maxDepth: 2 }), async (key, value) => {
          // Written as text: an object literal cannot hold an own `__proto__` key.
          const valid = JSON.stringify(entry.body.valid());
          const text = `{${JSON.stringify(key)}:${JSON.stringify(value)},${valid.slice(1)}`;
          const response = await send(entry, text);
          expectRefusedCleanly(response, { status: 400, sent: text, context: text.slice(0, 200) });
        }),
        RUNS,
      );
    });

    it('never fails on hostile text in any string field', async () => {
      const field = fc.constantFrom(...stringFields);
      await fc.assert(
        fc.asyncProperty(field, hostileString, async (chosen, value) => {
          const payload = withField(entry.body.valid(), chosen.path, value);
          const response = await send(entry, payload);
          expectRefusedCleanly(response, {
            allowSuccess: chosen.isFreeText === true,
            sent: JSON.stringify(payload),
            context: `${label(entry)} ${chosen.path}=${JSON.stringify(value).slice(0, 80)}`,
          });
        }),
        RUNS,
      );
    });

    it('answers the named unicode edge cases; NUL is a 400, not a database error', async () => {
      // Where the valid body is stored, NUL reaches the database: that must be a 400. Elsewhere
      // (a sign-in, a refused transition) the request is refused before and any 4xx will do.
      const isStored = (await send(entry, entry.body.valid())).statusCode < 300;
      // Each edge in one field and each field with some edge, round robin: every pair would
      // cost minutes and find nothing more.
      const edges = Object.entries(UNICODE_EDGES);
      const count = Math.max(edges.length, stringFields.length);
      for (let index = 0; index < count; index += 1) {
        const field = stringFields[index % stringFields.length];
        const edge = edges[index % edges.length];
        if (!field || !edge) continue;
        {
          const [name, value] = edge;
          const payload = withField(entry.body.valid(), field.path, value);
          const response = await send(entry, payload);
          const context = `${label(entry)} ${field.path}: ${name}`;
          expectRefusedCleanly(response, {
            allowSuccess: field.isFreeText === true && !value.includes('\u0000'),
            sent: JSON.stringify(payload),
            context,
          });
          if (value.includes('\u0000') && isStored) expect(response.statusCode, context).toBe(400);
        }
      }
    });

    it('stores SQL and markup injections as plain text or refuses them', async () => {
      const values = [...SQL_INJECTIONS, ...MARKUP_INJECTIONS];
      for (let index = 0; index < Math.max(values.length, stringFields.length); index += 1) {
        const field = stringFields[index % stringFields.length];
        const value = values[index % values.length];
        if (!field || value === undefined) continue;
        {
          const payload = withField(entry.body.valid(), field.path, value);
          const response = await send(entry, payload);
          expectRefusedCleanly(response, {
            allowSuccess: field.isFreeText === true,
            sent: JSON.stringify(payload),
            context: `${label(entry)} ${field.path}=${value}`,
          });
          // JSON, never a page a browser would render the markup of.
          expect(response.headers['content-type']).toMatch(/^application\/json\b/);
        }
      }
    });

    it('refuses text beyond any limit', async () => {
      for (const field of stringFields) {
        const payload = withField(entry.body.valid(), field.path, 'x'.repeat(300_000));
        expectRefusedCleanly(await send(entry, payload), {
          status: 400,
          context: `${label(entry)} ${field.path}`,
        });
      }
    });

    it('refuses malformed JSON with 400', async () => {
      const malformed = [
        '{',
        '{"title": ',
        '{"title": "x",}',
        "{'title': 'x'}",
        '{"title": "x"} trailing',
        '{"title": "\\ud800\\u"}',
        '{"title": undefined}',
        '{"title": NaN}',
        '\u0000',
        '\ufeff{}',
        ']',
        '{"a":1}{"b":2}',
        '{"title": "unterminated',
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"isAdmin": true}}}',
      ];
      for (const text of malformed)
        expectRefusedCleanly(await send(entry, text), { status: 400, sent: text, context: text });
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 30 }), async (text) => {
          const response = await send(entry, text);
          // Some strings are valid JSON (`1`, `"x"`), refused by the schema instead: still 400.
          expectRefusedCleanly(response, {
            status: 400,
            sent: text,
            context: JSON.stringify(text),
          });
        }),
        RUNS,
      );
    });

    it('refuses deeply nested JSON, as the body and inside a field', async () => {
      // The deeper one still fits under BODY_LIMIT_BYTES, so it is parsed, not cut off at 413.
      for (const depth of [10_000, 150_000])
        for (const kind of ['array', 'object'] as const) {
          const nested = nestedJson(depth, kind);
          expectRefusedCleanly(await send(entry, nested), {
            status: 400,
            context: `${kind} ${depth}`,
          });
          const field = stringFields[0]?.path ?? 'x';
          const inField = `{${JSON.stringify(field)}:${nested}}`;
          expectRefusedCleanly(await send(entry, inField), {
            status: 400,
            context: `${field}: ${kind} ${depth}`,
          });
        }
    });

    it('refuses other content types with 415, or 400 when the body is not JSON', async () => {
      const valid = JSON.stringify(entry.body.valid());
      const attempts: { contentType?: string; payload: string; isJson?: boolean }[] = [
        { contentType: 'text/plain', payload: valid },
        { contentType: 'application/x-www-form-urlencoded', payload: 'title=x&status=draft' },
        {
          contentType: 'multipart/form-data; boundary=X',
          payload: '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--X--\r\n',
        },
        { contentType: 'application/xml', payload: '<title>x</title>' },
        // Fastify reads JSON as UTF-8 whatever the charset says: lenient, not unsafe.
        { contentType: 'application/json; charset=utf-16', payload: valid, isJson: true },
        { contentType: 'application/jsonx', payload: valid },
        { contentType: '', payload: valid },
        { contentType: 'invalid content type', payload: valid },
        { payload: valid },
      ];
      for (const { contentType, payload, isJson = false } of attempts) {
        const headers = {
          ...hostile.credentials(entry.credentials),
          ...(contentType === undefined ? {} : { 'content-type': contentType }),
        };
        const response = await hostile.send({
          method: entry.method,
          url: entry.url(hostile.principal),
          headers,
          payload: Buffer.from(payload),
        });
        expectRefusedCleanly(response, {
          allowSuccess: isJson,
          sent: payload,
          context: `content-type ${contentType}`,
        });
        if (!isJson)
          expect([400, 415], `${contentType}: ${response.body}`).toContain(response.statusCode);
      }
    });

    it('refuses a body one byte over BODY_LIMIT_BYTES with 413, and not one at the limit', async () => {
      const valid = JSON.stringify(entry.body.valid());
      const padded = (size: number) => `${valid.slice(0, -1)}${' '.repeat(size - valid.length)}}`;
      const over = await send(entry, padded(hostile.bodyLimitBytes + 1));
      expectRefusedCleanly(over, { status: 413, context: 'over the limit' });
      const atLimit = await send(entry, padded(hostile.bodyLimitBytes));
      expect(atLimit.statusCode, atLimit.body.slice(0, 200)).not.toBe(413);
      expect(atLimit.statusCode).toBeLessThan(500);
      const huge = await send(entry, `{"title":"${'x'.repeat(hostile.bodyLimitBytes * 3)}"}`);
      expectRefusedCleanly(huge, { status: 413, context: 'three times the limit' });
    });
  });
});

describe('a configured BODY_LIMIT_BYTES', () => {
  const [engine] = testEngines;
  let hostile: HostileApp;
  beforeAll(async () => {
    if (!engine) throw new Error('no test engine');
    hostile = await startHostileApp(engine, { BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => hostile.close());

  it('is the limit every JSON route enforces', async () => {
    expect(hostile.bodyLimitBytes).toBe(4096);
    for (const entry of bodyEntryPoints) {
      const valid = JSON.stringify(entry.body.valid());
      const response = await hostile.send({
        method: entry.method,
        url: entry.url(hostile.principal),
        headers: { 'content-type': 'application/json', ...hostile.credentials(entry.credentials) },
        payload: `${valid.slice(0, -1)}${' '.repeat(4097 - valid.length)}}`,
      });
      expectRefusedCleanly(response, { status: 413, context: `${entry.method} ${entry.route}` });
    }
  });
});
