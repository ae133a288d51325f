import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { checkIfMatch, etagOf, parseIfMatch } from './if-match.js';

describe('If-Match', () => {
  it('parses *, single and listed strong tags, and ignores weak ones', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch(' * ')).toBe('any');
    expect(parseIfMatch('"3"')).toEqual([3]);
    expect(parseIfMatch('"3", "4",W/"5"')).toEqual([3, 4]);
    expect(parseIfMatch('"abc"')).toEqual([]);
  });

  it.each(['3', '"3', 'W/3', '"3" "4"', ''])(
    'refuses the malformed header %j with 400',
    (header) => {
      expect(() => parseIfMatch(header)).toThrow(AppError);
    },
  );

  it('passes a matching or absent precondition and fails a stale one with 412 and the ETag', () => {
    expect(() => {
      checkIfMatch(undefined, 2);
      checkIfMatch('"2"', 2);
      checkIfMatch('*', 2);
    }).not.toThrow();
    try {
      checkIfMatch('"1"', 2);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 412, headers: { etag: etagOf(2) } });
    }
  });
});
