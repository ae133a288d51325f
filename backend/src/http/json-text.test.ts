import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonString, nullableJsonString } from './json-text.js';

/** Any UTF-16 code unit, lone surrogates and controls included, as well as whole code points. */
const anyText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) }),
  fc.string({ unit: 'binary' }),
);

describe('jsonString', () => {
  it('escapes text exactly as JSON.stringify does', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(jsonString(text)).toBe(JSON.stringify(text));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    '',
    '"',
    '\\',
    '\u0000',
    '\u001f',
    '\u007f',
    '\u2028',
    '\ud83d',
    '\ude00',
    '\ud83d\ude00',
    '</script>',
  ])('writes %j as JSON.stringify does', (text) => {
    expect(jsonString(text)).toBe(JSON.stringify(text));
  });

  it('writes null for null', () => {
    expect(nullableJsonString(null)).toBe('null');
    expect(nullableJsonString('a"b')).toBe('"a\\"b"');
  });
});
