/**
 * The control plane's HTTP API in process (`app.inject`), on an in-memory PGlite database:
 * every route's refusals are 4xx with `{ error, message, code }`, never a 500.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildControlPlane } from '../../src/control-plane/app.js';
import { migrate } from '../../src/control-plane/migrate.js';
import { openPgliteDatabase } from '../../src/control-plane/pglite-database.js';
import type { AgentStatus, HistoryPage, Manifest } from '../../src/control-plane/schemas.js';

const OWNER = 'owner@example.com';

/** The example's services, with fields the control plane keeps without reading. */
const SERVICES = {
  frontend: { type: 'nextjs', path: 'frontend', dockerfile: 'frontend/Dockerfile' },
  backend: { type: 'node-fastify', path: 'backend', dockerfile: 'backend/Dockerfile' },
  database: { type: 'hasura', path: 'hasura', hosting: { embedded: false } },
};

function manifest(name: string, overrides: Partial<Manifest> = {}): Manifest {
  return {
    apiVersion: 'platform.example.com/v1',
    kind: 'Agent',
    metadata: { name, displayName: 'Agent', description: 'An agent', owner: OWNER },
    services: structuredClone(SERVICES),
    ci: { triggerPaths: ['frontend/**', 'backend/**', 'hasura/**', 'agent.yaml'] },
    deploy: { main: 'production', 'deploy/*': 'staging' },
    ...overrides,
  };
}

let app: FastifyInstance;
let count = 0;

beforeAll(async () => {
  const db = await openPgliteDatabase();
  await migrate(db);
  // Migrating twice applies nothing the second time.
  expect(await migrate(db)).toEqual([]);
  app = await buildControlPlane({ db, settings: { region: 'eu-1', domain: 'example.test' } });
});
afterAll(async () => {
  await app.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function registered(): Promise<string> {
  count += 1;
  const name = `agent-${String(count)}`;
  const response = await call('POST', '/v1/agents', { name, owner: OWNER });
  expect(response.status).toBe(201);
  return name;
}

const deployBody = (name: string, extra: Record<string, unknown> = {}) => ({
  manifest: manifest(name),
  environment: 'production',
  branch: 'main',
  commit: 'a'.repeat(40),
  actor: OWNER,
  ...extra,
});

describe('registration', () => {
  it('registers a placeholder with no services (201), and refuses a second registration (409)', async () => {
    const name = await registered();
    const status = await call('GET', `/v1/agents/${name}`);
    expect(status).toEqual({
      status: 200,
      body: expect.objectContaining({
        name,
        owner: OWNER,
        placeholder: true,
        services: [],
      }) as unknown,
    });
    const again = await call('POST', '/v1/agents', { name, owner: 'x@example.com' });
    expect(again).toEqual({
      status: 409,
      body: {
        error: 409,
        message: `Agent ${name} is already registered (owner ${OWNER})`,
        code: 'AGENT_EXISTS',
      },
    });
  });

  it.each([
    ['no body', undefined],
    ['a bad name', { name: 'Not A Name', owner: OWNER }],
    ['a bad owner', { name: 'ok', owner: 'nobody' }],
    ['an unknown field', { name: 'ok', owner: OWNER, role: 'admin' }],
    ['a wrong type', { name: 42, owner: OWNER }],
  ])('refuses %s with 400', async (_case, payload) => {
    const response = await call('POST', '/v1/agents', payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 400, message: expect.any(String) as unknown });
  });

  it('refuses malformed JSON and a text body with 400, an unknown content type with 415', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/v1/agents',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url: '/v1/agents',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: '/v1/agents',
      headers: { 'content-type': 'application/xml' },
      payload: '<agent/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: 415 });
  });

  it('answers 404 for an unknown agent or route, 400 for a bad agent name', async () => {
    expect((await call('GET', '/v1/agents/nobody')).body).toEqual({
      error: 404,
      message: 'Agent nobody is not registered',
      code: 'AGENT_NOT_FOUND',
      details: { agent: 'nobody' },
    });
    expect((await call('GET', '/v1/nothing')).status).toBe(404);
    expect((await call('GET', '/v1/agents/UPPER')).status).toBe(400);
  });
});

describe('the state table (spec §3)', () => {
  it('a placeholder answers Service not found for every service', async () => {
    const name = await registered();
    const response = await call(
      'GET',
      `/v1/agents/${name}/services/backend/environments/production`,
    );
    expect(response).toEqual({
      status: 404,
      body: {
        error: 404,
        message: 'Service not found',
        code: 'SERVICE_NOT_FOUND',
        details: { agent: name, service: 'backend', placeholder: true, services: [] },
      },
    });
  });

  it('a preview reports the changes and persists nothing', async () => {
    const name = await registered();
    const before = await call('GET', `/v1/agents/${name}/history`);
    const preview = await call('POST', `/v1/agents/${name}/previews`, {
      manifest: manifest(name),
      environment: 'production',
      branch: 'main',
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      placeholder: true,
      persisted: false,
      changes: {
        added: [
          { name: 'frontend', type: 'nextjs' },
          { name: 'backend', type: 'node-fastify' },
          { name: 'database', type: 'hasura' },
        ],
        changed: [],
        removed: [],
        unchanged: [],
      },
    });
    expect(await call('GET', `/v1/agents/${name}/history`)).toEqual(before);
    expect((await call('GET', `/v1/agents/${name}`)).body).toMatchObject({ placeholder: true });
  });

  it('only the owner may confirm a deploy (403), with the registered owner in the manifest (409)', async () => {
    const name = await registered();
    const stranger = await call(
      'POST',
      `/v1/agents/${name}/deploys`,
      deployBody(name, { actor: 'x@example.com' }),
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: 'NOT_OWNER' });
    const otherOwner = manifest(name);
    otherOwner.metadata.owner = 'x@example.com';
    const mismatch = await call(
      'POST',
      `/v1/agents/${name}/deploys`,
      deployBody(name, { manifest: otherOwner }),
    );
    expect(mismatch.status).toBe(409);
    expect(mismatch.body).toMatchObject({ code: 'OWNER_MISMATCH' });
    expect((await call('GET', `/v1/agents/${name}`)).body).toMatchObject({ placeholder: true });
  });

  it("the owner's deploy persists the services in the manifest's order, and their runtime values resolve", async () => {
    const name = await registered();
    const deploy = await call('POST', `/v1/agents/${name}/deploys`, deployBody(name));
    expect(deploy.status).toBe(201);
    const status = (await call('GET', `/v1/agents/${name}`)).body as unknown as AgentStatus;
    expect(status.placeholder).toBe(false);
    expect(status.services.map((service) => service.name)).toEqual([
      'frontend',
      'backend',
      'database',
    ]);
    expect(Object.keys(status.deploy)).toEqual(['main', 'deploy/*']);

    const frontend = await call('GET', `/v1/agents/${name}/services/frontend/environments/staging`);
    expect(frontend.body).toMatchObject({
      region: 'eu-1',
      values: {
        SERVICE_NAME: `${name}-frontend-staging`,
        NEXT_PUBLIC_API_BASE_URL: `https://${name}-backend-staging.eu-1.example.test`,
      },
      lastDeploy: null,
    });
    const unknownEnvironment = await call(
      'GET',
      `/v1/agents/${name}/services/backend/environments/qa`,
    );
    expect(unknownEnvironment.body).toMatchObject({ error: 404, code: 'ENVIRONMENT_NOT_FOUND' });
    const unknownService = await call(
      'GET',
      `/v1/agents/${name}/services/Worker/environments/production`,
    );
    expect(unknownService.body).toMatchObject({ error: 404, message: 'Service not found' });

    // A second deploy of the same manifest changes nothing; one without the database removes it.
    const same = await call('POST', `/v1/agents/${name}/previews`, {
      manifest: manifest(name),
      environment: null,
    });
    expect(same.body).toMatchObject({ changes: { added: [], removed: [], changed: [] } });
    const smaller = manifest(name);
    delete smaller.services.database;
    smaller.services.backend = { ...smaller.services.backend, path: 'api', type: 'node-fastify' };
    const preview = await call('POST', `/v1/agents/${name}/previews`, {
      manifest: smaller,
      environment: null,
    });
    expect(preview.body).toMatchObject({
      placeholder: false,
      changes: {
        changed: [{ name: 'backend', fields: ['path'] }],
        removed: [{ name: 'database' }],
      },
    });
  });

  it('refuses a deploy to an environment the manifest does not name, or of an empty manifest', async () => {
    const name = await registered();
    const qa = await call(
      'POST',
      `/v1/agents/${name}/deploys`,
      deployBody(name, { environment: 'qa' }),
    );
    expect(qa.body).toMatchObject({ error: 400, code: 'UNKNOWN_ENVIRONMENT' });
    const empty = await call(
      'POST',
      `/v1/agents/${name}/deploys`,
      deployBody(name, { manifest: manifest(name, { services: {} }) }),
    );
    expect(empty.body).toMatchObject({ error: 400, code: 'NO_SERVICES' });
    const other = await call(
      'POST',
      `/v1/agents/${name}/deploys`,
      deployBody(name, { manifest: manifest('someone') }),
    );
    expect(other.body).toMatchObject({ error: 400, code: 'MANIFEST_MISMATCH' });
    const badCommit = await call(
      'POST',
      `/v1/agents/${name}/deploys`,
      deployBody(name, { commit: 'HEAD' }),
    );
    expect(badCommit.status).toBe(400);
  });
});

describe('init and history', () => {
  it('init registers a starter (201), replaces it for the owner (200), and refuses services (400)', async () => {
    count += 1;
    const name = `starter-${String(count)}`;
    const starter = manifest(name, { services: {} });
    const created = await call('POST', `/v1/agents/${name}/init`, {
      manifest: starter,
      actor: OWNER,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ origin: 'init', placeholder: true });
    expect(
      (await call('POST', `/v1/agents/${name}/init`, { manifest: starter, actor: OWNER })).status,
    ).toBe(200);
    expect(
      (await call('POST', `/v1/agents/${name}/init`, { manifest: starter, actor: 'x@example.com' }))
        .status,
    ).toBe(403);
    const withServices = await call('POST', `/v1/agents/${name}/init`, {
      manifest: manifest(name),
      actor: OWNER,
    });
    expect(withServices.body).toMatchObject({ error: 400, code: 'STARTER_HAS_SERVICES' });
  });

  it('history is newest first and paginated', async () => {
    const name = await registered();
    for (const environment of ['production', 'staging', 'production']) {
      expect(
        (await call('POST', `/v1/agents/${name}/deploys`, deployBody(name, { environment })))
          .status,
      ).toBe(201);
    }
    const first = (await call('GET', `/v1/agents/${name}/history?limit=2`))
      .body as unknown as HistoryPage;
    expect(first.items.map((event) => [event.kind, event.environment])).toEqual([
      ['deployed', 'production'],
      ['deployed', 'staging'],
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call('GET', `/v1/agents/${name}/history?limit=2&before=${first.nextCursor ?? ''}`)
    ).body as unknown as HistoryPage;
    expect(second.items.map((event) => event.kind)).toEqual(['deployed', 'registered']);
    expect(second.nextCursor).toBeNull();
    const status = (await call('GET', `/v1/agents/${name}`)).body as unknown as AgentStatus;
    expect(status.lastDeploys.map((deploy) => deploy.environment)).toEqual([
      'production',
      'staging',
    ]);
    expect((await call('GET', `/v1/agents/${name}/history?limit=0`)).status).toBe(400);
    expect((await call('GET', `/v1/agents/${name}/history?limit=abc`)).status).toBe(400);
  });
});
