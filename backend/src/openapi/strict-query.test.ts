import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { compileStrictQuery, describeAccepted } from './strict-query.js';

const parse = compileStrictQuery({
  type: 'object',
  properties: {
    limit: { type: 'integer', format: 'int32', minimum: 0, maximum: 2147483647 },
    ratio: { type: 'number', maximum: 1 },
    exact: { type: 'boolean' },
    q: { type: 'string', maxLength: 5 },
  },
  required: [],
});

function messageOf(query: Record<string, unknown>): string {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

describe('compileStrictQuery', () => {
  it('converts well-formed values and ignores unknown parameters', () => {
    expect(parse({ limit: '007', ratio: '0.25', exact: 'true', q: 'fern', other: 'x' })).toEqual({
      limit: 7,
      ratio: 0.25,
      exact: true,
      q: 'fern',
    });
    expect(parse({ limit: '-0' })).toEqual({ limit: 0 });
    expect(parse({})).toEqual({});
  });

  it.each(['', ' 1', '1 ', '+1', '1.0', '1e2', '0x1', 'NaN', '٣'])(
    'rejects the integer syntax %j, naming the parameter and its range',
    (raw) => {
      expect(messageOf({ limit: raw })).toBe(
        `Query parameter 'limit' must be an integer from 0 to 2147483647; got ${JSON.stringify(raw)}`,
      );
    },
  );

  it('rejects values outside the schema range and repeated parameters', () => {
    expect(messageOf({ limit: '-1' })).toContain('from 0 to 2147483647; got "-1"');
    expect(messageOf({ limit: '2147483648' })).toContain('from 0 to 2147483647');
    expect(messageOf({ ratio: '1.5' })).toBe(
      `Query parameter 'ratio' must be a number of at most 1; got "1.5"`,
    );
    expect(messageOf({ limit: ['1', '2'] })).toBe(
      `Query parameter 'limit' must be an integer from 0 to 2147483647 and be given at most once; got ["1","2"]`,
    );
    expect(messageOf({ exact: 'yes' })).toContain("'exact' must be a boolean");
    expect(messageOf({ q: 'toolong' })).toContain("'q' must be a string");
  });

  it('cuts a long value short in the message', () => {
    expect(messageOf({ limit: 'x'.repeat(10_000) }).length).toBeLessThan(120);
  });
});

describe('describeAccepted', () => {
  it('reads the range from minimum and maximum, or from int32', () => {
    expect(describeAccepted({ type: 'integer', format: 'int32' })).toBe(
      'an integer from -2147483648 to 2147483647',
    );
    expect(describeAccepted({ type: 'integer', minimum: 1 })).toBe('an integer of at least 1');
    expect(describeAccepted({ type: 'string' })).toBe('a string');
  });
});
