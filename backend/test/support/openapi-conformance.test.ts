import { readFile } from 'node:fs/promises';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { conformanceTo, type Conformance } from './openapi-conformance.js';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the conformance check used by the API tests', () => {
  let conformance: Conformance;
  beforeAll(async () => {
    const file = new URL('../../openapi/plants.json', import.meta.url);
    conformance = conformanceTo(JSON.parse(await readFile(file, 'utf8')) as OpenAPIV3.Document);
  });
  const check = (statusCode: number, body: unknown, headers: Record<string, unknown> = json) => {
    conformance.assertConforms('GET', '/plants', {
      statusCode,
      headers,
      body: JSON.stringify(body),
    });
  };

  it('accepts what the document describes', () => {
    expect(() => {
      check(200, [{ name: 'Fern' }, { name: 'Aloe', tag: 'succulent' }]);
      check(400, { error: 400, message: 'bad limit' });
      check(503, { error: 503, message: 'closing' });
    }).not.toThrow();
  });

  it.each([
    ['a plant without a name', 200, [{ tag: 'fern' }]],
    ['a null tag', 200, [{ name: 'Fern', tag: null }]],
    ['an undocumented plant field', 200, [{ name: 'Fern', id: 3 }]],
    ['an object instead of an array', 200, { name: 'Fern' }],
    ['an error without a message', 400, { error: 400 }],
    ['a string error code', 401, { error: '401', message: 'no' }],
    ['an error code that is no HTTP status', 400, { error: 2 ** 31, message: 'no' }],
    ['an undocumented error field', 403, { error: 403, message: 'no', code: 'X' }],
  ])('rejects %s', (_label, status, body) => {
    expect(() => {
      check(status, body);
    }).toThrow(/does not conform/);
  });

  it('rejects a JSON body sent as another media type', () => {
    expect(() => {
      check(200, [], { 'content-type': 'text/plain' });
    }).toThrow(/not application\/json/);
  });
});
