import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import {
  bearer,
  getPlants,
  insertOwnedPlants,
  newPlantReader,
  startPlantsApp,
  type PlantsApp,
} from './plants-app.js';

interface Plant {
  name: string;
  tag?: string;
}

const documentFile = new URL('../../openapi/plants.json', import.meta.url);
/** What hasura/seeds shares with everyone, in name order. */
const SHARED_NAMES = [
  'Aloe vera',
  'Boston fern',
  'Bunny ears cactus',
  'Fiddle-leaf fig',
  'Golden pothos',
  'Jade plant',
  'Lavender',
  'Monstera deliciosa',
  'Moth orchid',
  'Peace lily',
  'Sweet basil',
  'ZZ plant',
];

describe('the served plant store document', () => {
  let plants: PlantsApp;
  beforeAll(async () => {
    const [engine] = testEngines;
    if (!engine) throw new Error('no test engine');
    plants = await startPlantsApp(engine);
  });
  afterAll(() => plants.close());

  it('is the file in the repository, byte for byte in content', async () => {
    const file: unknown = JSON.parse(await readFile(documentFile, 'utf8'));
    expect(plants.servedDocument).toEqual(file);
  });

  it('describes the spec: OpenAPI 3.0.1, version 1.0.0, MIT, bearerAuth on every operation', () => {
    const document = plants.servedDocument;
    expect(document.openapi).toBe('3.0.1');
    expect(document.info.version).toBe('1.0.0');
    expect(document.info.title).toBe('Plant Store API');
    expect(document.info.license?.name).toBe('MIT');
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    const operation = document.paths['/plants']?.get;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', format: 'int32' }) as unknown,
      }),
    ]);
    expect(document.components?.schemas?.Plant).toMatchObject({
      required: ['name'],
      properties: { name: { type: 'string' }, tag: { type: 'string' } },
    });
    expect(document.components?.schemas?.Error).toMatchObject({
      required: ['error', 'message'],
      properties: { error: { type: 'integer', format: 'int32' }, message: { type: 'string' } },
    });
  });
});

describe.each(testEngines)('GET /plants on $name', (engine) => {
  let plants: PlantsApp;
  let reader: Awaited<ReturnType<typeof newPlantReader>>;

  beforeAll(async () => {
    plants = await startPlantsApp(engine);
    reader = await newPlantReader(plants);
  });
  afterAll(() => plants.close());

  describe('authentication', () => {
    it('answers 401 with a Bearer challenge when no token is sent', async () => {
      const response = await getPlants(plants, '');
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ error: 401, message: 'Authentication required' });
    });

    it('refuses a browser session: the API is bearer-only', async () => {
      const response = await getPlants(plants, '', { cookie: `ra_session=${reader.session}` });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['an unknown token', 'Bearer ra_pat_unknown0000000000000000000000000000'],
      ['a malformed header', 'Bearer'],
      ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ])('answers 401 to %s', async (_label, authorization) => {
      const response = await getPlants(plants, '', { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it('answers 403 to a token without plants:read', async () => {
      const casesOnly = await newPlantReader(plants, ['cases:read']);
      const response = await getPlants(plants, '', bearer(casesOnly.token));
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toContain('plants:read');
    });

    it('answers 401 once the token is revoked', async () => {
      const revoked = await newPlantReader(plants);
      expect((await getPlants(plants, '', bearer(revoked.token))).statusCode).toBe(200);
      const [token] = (
        await plants.app.inject({
          method: 'GET',
          url: '/api/tokens',
          cookies: { ra_session: revoked.session },
        })
      ).json<{ items: { id: string }[] }>().items;
      const deleted = await plants.app.inject({
        method: 'DELETE',
        url: `/api/tokens/${token?.id ?? ''}`,
        cookies: { ra_session: revoked.session },
        headers: { origin: 'http://localhost:3000' },
      });
      expect(deleted.statusCode).toBe(204);
      expect((await getPlants(plants, '', bearer(revoked.token))).statusCode).toBe(401);
    });
  });

  describe('the plants the caller has access to', () => {
    it('lists the shared plants in name order, without a tag key when there is no tag', async () => {
      const response = await getPlants(plants, '', bearer(reader.token));
      expect(response.statusCode).toBe(200);
      const listed = response.json<Plant[]>();
      expect(listed.map((plant) => plant.name)).toEqual(SHARED_NAMES);
      expect(listed.find((plant) => plant.name === 'ZZ plant')).toEqual({ name: 'ZZ plant' });
      expect(listed.find((plant) => plant.name === 'Aloe vera')).toEqual({
        name: 'Aloe vera',
        tag: 'succulent',
      });
    });

    it("adds the caller's own plants and never another user's, ordered by name then id", async () => {
      const owner = await newPlantReader(plants);
      const stranger = await newPlantReader(plants);
      await insertOwnedPlants(plants.db, owner.userId, [
        { name: 'Bamboo', tag: 'second' },
        { name: 'Bamboo', tag: 'third' },
        { name: 'Aaron beard' },
      ]);
      await insertOwnedPlants(plants.db, stranger.userId, [{ name: 'Secret cactus' }]);
      const listed = (await getPlants(plants, '', bearer(owner.token))).json<Plant[]>();
      expect(listed.slice(0, 5)).toEqual([
        { name: 'Aaron beard' },
        { name: 'Aloe vera', tag: 'succulent' },
        { name: 'Bamboo', tag: 'second' },
        { name: 'Bamboo', tag: 'third' },
        { name: 'Boston fern', tag: 'fern' },
      ]);
      expect(listed).toHaveLength(SHARED_NAMES.length + 3);
      expect(listed.map((plant) => plant.name)).not.toContain('Secret cactus');
      const strangers = (await getPlants(plants, '', bearer(stranger.token))).json<Plant[]>();
      expect(strangers.map((plant) => plant.name)).not.toContain('Bamboo');
    });

    it('returns at most limit plants, the first ones in order', async () => {
      const all = (await getPlants(plants, '', bearer(reader.token))).json<Plant[]>();
      for (const limit of [0, 1, 5, SHARED_NAMES.length, 500]) {
        const response = await getPlants(plants, `limit=${limit}`, bearer(reader.token));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(all.slice(0, limit));
      }
    });

    it('caps a response at 1000 plants, with or without limit', async () => {
      const collector = await newPlantReader(plants);
      await plants.db.query(
        `INSERT INTO plants (owner_id, name)
         SELECT $1, 'Plant ' || lpad(n::text, 4, '0') FROM generate_series(1, 1100) AS n`,
        [collector.userId],
      );
      for (const query of ['', 'limit=1000', 'limit=1001', 'limit=2147483647']) {
        const listed = (await getPlants(plants, query, bearer(collector.token))).json<Plant[]>();
        expect(listed).toHaveLength(1000);
        expect(listed[0]?.name).toBe('Aloe vera');
      }
      const ninetyNine = (await getPlants(plants, 'limit=99', bearer(collector.token))).json<
        Plant[]
      >();
      expect(ninetyNine).toHaveLength(99);
    });
  });

  describe('strict parsing of limit', () => {
    it.each([
      ['negative', 'limit=-1'],
      ['fractional', 'limit=1.5'],
      ['fractional zero', 'limit=1.0'],
      ['non-numeric', 'limit=ten'],
      ['empty', 'limit='],
      ['without a value', 'limit'],
      ['repeated', 'limit=1&limit=2'],
      ['above int32', 'limit=2147483648'],
      ['far above int32', 'limit=99999999999999999999999'],
      ['below int32', 'limit=-2147483649'],
      ['in exponent notation', 'limit=1e3'],
      ['hexadecimal', 'limit=0x10'],
      ['with a plus sign', 'limit=%2B5'],
      ['padded with spaces', 'limit=%205'],
      ['infinite', 'limit=Infinity'],
    ])('answers 400, naming limit and its range, to a %s value', async (_label, query) => {
      const before = plants.statements.length;
      const response = await getPlants(plants, query, bearer(reader.token));
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: number; message: string }>();
      expect(body.error).toBe(400);
      expect(body.message).toMatch(
        /^Query parameter 'limit' must be an integer from 0 to 2147483647/,
      );
      // Not even the token lookup: validation comes before authentication.
      expect(plants.statements.slice(before)).toEqual([]);
    });

    it('answers 400 to a bad limit before asking for credentials', async () => {
      const response = await getPlants(plants, 'limit=-5');
      expect(response.statusCode).toBe(400);
    });

    it('accepts leading zeros and ignores parameters it does not know', async () => {
      const response = await getPlants(plants, 'limit=003&color=green', bearer(reader.token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(3);
    });
  });
});
