/**
 * Answers that come from below the routes: the router (undecodable paths, over-long ids,
 * answered through `frameworkErrors` in buildApp) and the CORS plugin (an OPTIONS request that
 * is no preflight). The hostile suite found both outside the Error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../accounts/accounts-app.js';
import { testEngines } from '../support/databases.js';
import { REST_ENTRY_POINTS } from './entry-points.js';
import { expectRefusedCleanly } from './error-shape.js';
import { startHostileApp, type HostileApp } from './hostile-app.js';
import { ROUTER_REFUSED_IDS } from './hostile-values.js';

const [engine] = testEngines;

describe('answers from the router and the CORS plugin', () => {
  let hostile: HostileApp;
  beforeAll(async () => {
    if (!engine) throw new Error('no test engine');
    hostile = await startHostileApp(engine);
  });
  afterAll(() => hostile.close());

  it('answers a well-formed CORS preflight with 204', async () => {
    const response = await hostile.send({
      method: 'OPTIONS',
      url: '/api/cases',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    const foreign = await hostile.send({
      method: 'OPTIONS',
      url: '/api/cases',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.statusCode).toBeLessThan(500);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a malformed CORS preflight in the Error shape', async () => {
    const response = await hostile.send({ method: 'OPTIONS', url: '/api/cases' });
    expectRefusedCleanly(response, { allowSuccess: true, context: 'OPTIONS without Origin' });
  });

  it('answers undecodable and over-long ids in the Error shape', async () => {
    for (const entry of REST_ENTRY_POINTS)
      if (entry.urlWithId)
        for (const id of ROUTER_REFUSED_IDS)
          expectRefusedCleanly(
            await hostile.send({
              method: entry.method,
              url: entry.urlWithId(id),
              headers: hostile.credentials(entry.credentials),
            }),
            {
              isHead: entry.method === 'HEAD',
              sent: id,
              context: `${entry.method} ${id.slice(0, 20)}`,
            },
          );
  });
});
