/**
 * The hostile suite attacks what the app serves, not what someone remembered to list: a route
 * added to the app (or to an OpenAPI document) without a catalogue entry fails here.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { ENTRY_POINTS, keyOf, routesOf } from './entry-points.js';
import { startHostileApp, type HostileApp } from './hostile-app.js';

const [engine] = testEngines;
if (!engine) throw new Error('no test engine');

/** `/api/cases/{id}` → `/api/cases/:id`. */
const routeOfTemplate = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');

function operationsOf(document: OpenAPIV3.Document): string[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item ?? {})
      .filter((key) => ['get', 'head', 'post', 'put', 'patch', 'delete'].includes(key))
      .map((method) => `${method.toUpperCase()} ${routeOfTemplate(template)}`),
  );
}

describe('the hostile catalogue', () => {
  let hostile: HostileApp;
  beforeAll(async () => {
    hostile = await startHostileApp(engine);
  });
  afterAll(() => hostile.close());

  it('lists exactly the routes the app serves', () => {
    const served = [...new Set(routesOf(hostile.app))].sort();
    const attacked = [...new Set(ENTRY_POINTS.map(keyOf))].sort();
    // Guards against a parser that silently finds nothing.
    expect(served.length).toBeGreaterThan(20);
    expect(served).toEqual(attacked);
  });

  it('covers every operation of both OpenAPI documents', async () => {
    const attacked = new Set(ENTRY_POINTS.map(keyOf));
    for (const url of ['/api/openapi.json', '/openapi/plants.json']) {
      const document = (await hostile.send({ url })).json<OpenAPIV3.Document>();
      const operations = operationsOf(document);
      expect(operations.length, url).toBeGreaterThan(0);
      for (const operation of operations)
        expect(attacked, `${url}: ${operation}`).toContain(operation);
    }
  });
});
