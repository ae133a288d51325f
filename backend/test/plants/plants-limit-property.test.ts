/**
 * Thousands of generated `limit` values and query strings against the real route on each
 * engine: never a 5xx; a 200 or 400 exactly when an independent model of decisions.md says
 * so; every response conforms to the served document.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { bearer, getPlants, newPlantReader, startPlantsApp, type PlantsApp } from './plants-app.js';

const INT32_MAX = 2_147_483_647n;
const CAP = 1000;

/** decisions.md, restated independently of the route: decimal digits within 0..2^31-1. */
function isAcceptedLimit(raw: string): boolean {
  return /^-?[0-9]+$/.test(raw) && BigInt(raw) >= 0n && BigInt(raw) <= INT32_MAX;
}

/** Strings that look like numbers, almost-numbers and everything else. */
const limitText = fc.oneof(
  fc.integer({ min: -5, max: 2000 }).map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.constantFrom('2147483647', '2147483648', '-2147483648', '-0', '00', '0001', '1e3', '0x10'),
  fc.double().map(String),
  fc
    .tuple(fc.constantFrom(' ', '+', '-', '.', ',', '_', '%'), fc.nat(3000))
    .map(([mark, n]) => `${mark}${n}`),
  fc.nat(3000).map((n) => `${n}.0`),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

const otherKey = fc.oneof(
  fc.constantFrom('LIMIT', 'limit[]', 'limit ', 'offset', 'tag', ''),
  fc.string({ maxLength: 8 }),
);

/** A query string of encoded pairs, with `limit` appearing 0, 1 or more times. */
const encodedQuery = fc
  .array(fc.oneof(fc.tuple(fc.constant('limit'), limitText), fc.tuple(otherKey, limitText)), {
    maxLength: 4,
  })
  .map((pairs) =>
    pairs
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&'),
  );

/**
 * Raw query strings built from the characters that give query parsers trouble, malformed
 * percent escapes included; only what cannot appear in a request line is escaped.
 */
const rawQuery = fc.string({
  unit: fc.constantFrom(...'limit=&%+;#?0123456789-.eE xX/[]'.split('')),
  maxLength: 24,
});

describe.each(testEngines)('limit, property-based, on $name', (engine) => {
  let plants: PlantsApp;
  let token: string;
  let visible: number;

  beforeAll(async () => {
    plants = await startPlantsApp(engine);
    ({ token } = await newPlantReader(plants));
    visible = (await getPlants(plants, '', bearer(token))).json<unknown[]>().length;
  });
  afterAll(() => plants.close());

  it('answers every limit value as the model says: a conforming 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(limitText, async (raw) => {
        const response = await getPlants(plants, `limit=${encodeURIComponent(raw)}`, bearer(token));
        if (isAcceptedLimit(raw)) {
          expect(response.statusCode).toBe(200);
          const expected = Math.min(Number(BigInt(raw)), CAP, visible);
          expect(response.json<unknown[]>()).toHaveLength(expected);
        } else {
          expect(response.statusCode).toBe(400);
          expect(response.json<{ message: string }>().message).toContain(
            "'limit' must be an integer from 0 to 2147483647",
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('answers encoded query strings as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(encodedQuery, async (query) => {
        const response = await getPlants(plants, query, bearer(token));
        const limits = new URLSearchParams(query).getAll('limit');
        const [only] = limits;
        const isAccepted =
          limits.length === 0 || (limits.length === 1 && isAcceptedLimit(only ?? ''));
        expect(response.statusCode).toBe(isAccepted ? 200 : 400);
      }),
      { numRuns: 1000 },
    );
  });

  it('never fails on raw query strings: always a conforming 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(rawQuery, async (query) => {
        const response = await getPlants(
          plants,
          query.replaceAll(' ', '%20').replaceAll('#', '%23'),
          bearer(token),
        );
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 1000 },
    );
  });
});
