/**
 * The typed client generated from the document (openapi-typescript types + openapi-fetch)
 * against a backend listening on a real port, on each engine.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/plants.generated.js';
import { testEngines } from '../support/databases.js';
import { insertOwnedPlants, newPlantReader, startPlantsApp, type PlantsApp } from './plants-app.js';

describe('the generated plant store types', () => {
  it('are up to date with openapi/plants.json', async () => {
    const script = new URL('../../scripts/generate-openapi-types.mjs', import.meta.url).pathname;
    // Rejects (exit 1) when the committed file differs from a fresh generation.
    await expect(promisify(execFile)(process.execPath, [script, '--check'])).resolves.toBeDefined();
  });
});

describe.each(testEngines)('the generated client on $name', (engine) => {
  let plants: PlantsApp;
  let baseUrl: string;

  beforeAll(async () => {
    plants = await startPlantsApp(engine);
    baseUrl = await plants.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => plants.close());

  it('lists the plants the token can see', async () => {
    const reader = await newPlantReader(plants);
    await insertOwnedPlants(plants.db, reader.userId, [{ name: 'Aardvark ivy', tag: 'vine' }]);
    const client = createClient<paths>({
      baseUrl,
      headers: { Authorization: `Bearer ${reader.token}` },
    });
    const { data, error, response } = await client.GET('/plants', {
      params: { query: { limit: 3 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data).toEqual([
      { name: 'Aardvark ivy', tag: 'vine' },
      { name: 'Aloe vera', tag: 'succulent' },
      { name: 'Boston fern', tag: 'fern' },
    ]);
    plants.conformance.assertConforms('GET', '/plants', {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: JSON.stringify(data),
    });
  });

  it('surfaces the typed Error body of a failure', async () => {
    const client = createClient<paths>({ baseUrl });
    const { data, error, response } = await client.GET('/plants');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual({ error: 401, message: 'Authentication required' });
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('gets the document it was generated from', async () => {
    const response = await fetch(`${baseUrl}/openapi/plants.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(plants.servedDocument);
  });
});
