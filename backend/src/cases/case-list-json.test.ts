import { CASE_STATUSES } from '@resume-agent/case-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../applications/applications-repository.js';
import { toAgentCase } from './agent-case-adapter.js';
import { type CaseRecordPage, createCaseListWriter } from './case-list-json.js';

/** Any UTF-16 code unit, lone surrogates and controls included, as well as whole code points. */
const anyText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '"quoted"',
    'back\\slash',
    'line\nbreak',
    '<script>x</script>',
    '💼 · ✓',
  ),
);

const instant = fc
  .date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

const record: fc.Arbitrary<ApplicationSummary> = fc.record({
  id: fc.uuid(),
  userId: fc.uuid(),
  jobId: fc.uuid(),
  title: anyText,
  company: fc.option(anyText),
  location: fc.option(anyText),
  jobUrl: fc.option(fc.webUrl()),
  status: fc.constantFrom(...CASE_STATUSES),
  // Stored JSON: the schema's extra fields with values of any JSON type, and keys it lacks.
  fields: fc.dictionary(
    fc.oneof(fc.constantFrom('priority', 'remote', 'salary', 'matchScore'), fc.string()),
    fc.jsonValue(),
  ),
  matchScore: fc.option(fc.integer({ min: 0, max: 100 })),
  version: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  createdAt: instant,
  createdAtExact: fc.constant('2026-11-27 08:00:00.123456+00'),
  updatedAt: instant,
});

const page: fc.Arbitrary<CaseRecordPage> = fc.record({
  records: fc.array(record, { maxLength: 8 }),
  nextCursor: fc.option(fc.base64String()),
});

const stringified = (origin: string, { records, nextCursor }: CaseRecordPage): string =>
  JSON.stringify({ items: records.map((each) => toAgentCase(each, origin)), nextCursor });

describe('the case list writer', () => {
  it('writes exactly what JSON.stringify writes of the cases toAgentCase makes', () => {
    const origins = ['https://app.example', 'http://localhost:3000', 'https://a"b\\c.example'];
    for (const origin of origins) {
      const write = createCaseListWriter(origin);
      fc.assert(
        fc.property(page, (generated) => {
          expect(write(generated)).toBe(stringified(origin, generated));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('writes an empty last page', () => {
    expect(createCaseListWriter('https://app.example')({ records: [], nextCursor: null })).toBe(
      '{"items":[],"nextCursor":null}',
    );
  });

  it('refuses a record with a status outside the contract, as toAgentCase does', () => {
    const [generated] = fc.sample(record, { numRuns: 1, seed: 7 });
    if (generated === undefined) throw new Error('fast-check gave no sample');
    const write = createCaseListWriter('https://app.example');
    expect(() =>
      write({ records: [{ ...generated, status: 'archived' }], nextCursor: null }),
    ).toThrow(/unknown status/);
  });
});
