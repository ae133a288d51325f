/** Hostile inputs: named examples for the tables, and fast-check arbitraries built from them. */
import fc from 'fast-check';
import type { JsonType } from './entry-points.js';

export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1'; SELECT pg_sleep(5); --",
  "' UNION SELECT id, email, password_hash FROM users --",
  "admin'/*",
  '$1',
  "E'\\x00'",
  '%',
  '_',
  '\\',
  "'",
  '%%\\%_',
] as const;

export const MARKUP_INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<!--#exec cmd="ls"-->',
] as const;

/** Text PostgreSQL, UTF-8 encoders and string code trip over. */
export const UNICODE_EDGES = {
  nul: 'a\u0000b',
  onlyNul: '\u0000',
  loneHighSurrogate: 'a\ud800b',
  loneLowSurrogate: 'a\udc00b',
  rtlOverride: 'abc\u202egnp.exe',
  bom: '\ufeffTitle',
  zeroWidth: 'a\u200b\u200c\u200db',
  emoji: 'Engineer 👩🏽‍💻🚀',
  combining: 'e\u0301\u0301\u0301\u0301\u0301 Zalgo',
  cjk: '高级软件工程师',
  controlCharacters: '\u0001\u0007\u001b[31m\u007f',
  lineSeparators: 'a\u2028b\u2029c',
  nonCharacter: 'a\uffffb\ufffe',
  astral: '𝕳𝖊𝖑𝖑𝖔 𐍈',
} as const;

export const PATH_JUNK = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  'a%00b',
  'x'.repeat(100),
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '00000000000000000000000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '%20',
  '..',
  '.',
  ';',
  "1' OR '1'='1",
  '%3Cscript%3E',
  '-1',
  '1e9',
  'null',
  'undefined',
  '__proto__',
  'constructor',
] as const;

/**
 * Path segments that do not percent-decode, or exceed the router's maxParamLength (100). Fastify
 * answers them before any hook or handler runs, in its own shape unless the app sets
 * `frameworkErrors` (known-issues.test.ts).
 */
export const ROUTER_REFUSED_IDS = ['%ff%fe', '%', '%zz', '%E0%A4%A', 'x'.repeat(5000)] as const;

export const QUERY_JUNK = [
  '-1',
  '0',
  '1e9',
  '1e999',
  '2147483648',
  '99999999999999999999999',
  'abc',
  '',
  ' ',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(10_000),
  'eyJpZCI6IjEifQ',
  'eyJ'.repeat(70),
] as const;

export const AUTHORIZATION_JUNK = [
  '',
  'Bearer',
  'Bearer ',
  'bearer x',
  'Basic dXNlcjpwYXNz',
  'Bearer ra_pat_',
  `Bearer ra_pat_${'A'.repeat(10_000)}`,
  'Bearer a b c',
  'Bearer \u00ff\u00fe',
  'Digest username="x"',
  "Bearer ' OR 1=1 --",
  'Token abc',
  'Bearer%20abc',
] as const;

const hostileText = fc.oneof(
  fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS, ...Object.values(UNICODE_EDGES)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS), fc.string({ maxLength: 8 }))
    .map(([attack, rest]) => `${rest}${attack}${rest}`),
);

/** Strings of every kind, with bias to the injections and to unicode edges. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 5_000, 100_000).map((n) => 'é'.repeat(n)) },
);

const jsonOf: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 10 }),
  number: fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -0, 1e308, -1, 2 ** 53),
  ),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)), {
    maxLength: 3,
  }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string()), {
    maxKeys: 3,
  }),
};

const ALL_TYPES = Object.keys(jsonOf) as JsonType[];

/** A JSON value of a type the field does not accept. */
export function wrongTypeFor(accepted: readonly JsonType[]): fc.Arbitrary<unknown> {
  const wrong = ALL_TYPES.filter((type) => !accepted.includes(type));
  return fc.oneof(...wrong.map((type) => jsonOf[type]));
}

/** Keys no body declares, the prototype-pollution ones among them. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'owner_id', 'isAdmin'),
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !/^[a-z]+$/i.test(key)),
);

/** `depth` levels of nesting, written as text: parsers that recurse may overflow their stack. */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/**
 * encodeURIComponent that also writes lone surrogates, as the bytes a careless client would
 * send (CESU-8, invalid UTF-8), instead of throwing.
 */
export function percentEncode(value: string): string {
  return Array.from(value, (character) => {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(character);
  }).join('');
}
