import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiDocuments } from './load';

function siteConfig(openapi: string | string[], maintainOrder = true): ResolvedSiteConfig {
  return {
    name: 'Test',
    navigation: [],
    openapi,
    api: { playground: { mode: 'show' }, maintainOrder },
    topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
    feedback: { suggestEdit: false, raiseIssue: false },
    modeToggle: { isHidden: false },
  };
}

const plants = {
  openapi: '3.0.1',
  info: { title: 'Plant Store API', version: '1.0.0' },
  paths: { '/plants': { get: { operationId: 'listPlants', summary: 'List plants' } } },
};

let docsDir: string;
let server: Server;
let origin: string;
/** Per request path: how often it was asked for, and what it answers. */
const hits = new Map<string, number>();
const answers = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  docsDir = await mkdtemp(path.join(tmpdir(), 'openapi-load-'));
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const answer = answers.get(url) ?? { status: 404, body: '' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(docsDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadApiDocuments from files', () => {
  it('reads JSON and YAML relative to docs/, one entry per source, with unique slugs', async () => {
    await writeFile(path.join(docsDir, 'plants.json'), JSON.stringify(plants));
    await writeFile(
      path.join(docsDir, 'plants.yaml'),
      'openapi: 3.1.0\ninfo:\n  title: Plant Store API\n  version: 2.0\npaths:\n  /health:\n    get: {}\n',
    );
    const [json, yaml] = await loadApiDocuments(
      siteConfig(['plants.json', './plants.yaml']),
      docsDir,
    );
    expect(json).toMatchObject({
      source: 'plants.json',
      slug: 'plant-store-api',
      title: 'Plant Store API',
      version: '1.0.0',
      operations: [{ pagePath: 'api-reference/plant-store-api/list-plants', title: 'List plants' }],
      document: plants,
    });
    expect(json).not.toHaveProperty('error');
    expect(yaml).toMatchObject({
      slug: 'plant-store-api-2',
      version: '2',
      operations: [{ pagePath: 'api-reference/plant-store-api-2/get-health' }],
    });
  });

  it('accepts a single string entry and no entry at all', async () => {
    await writeFile(path.join(docsDir, 'single.json'), JSON.stringify(plants));
    expect(await loadApiDocuments(siteConfig('single.json'), docsDir)).toHaveLength(1);
    const { openapi: _none, ...withoutOpenapi } = siteConfig('x');
    expect(await loadApiDocuments(withoutOpenapi, docsDir)).toEqual([]);
  });

  it('re-reads a file when its modification time changes', async () => {
    const file = path.join(docsDir, 'changing.json');
    await writeFile(file, JSON.stringify(plants));
    await utimes(file, 1_000, 1_000);
    const config = siteConfig('changing.json');
    expect((await loadApiDocuments(config, docsDir))[0]?.title).toBe('Plant Store API');
    await writeFile(file, JSON.stringify({ ...plants, info: { title: 'Renamed', version: '1' } }));
    await utimes(file, 2_000, 2_000);
    expect((await loadApiDocuments(config, docsDir))[0]).toMatchObject({
      title: 'Renamed',
      slug: 'renamed',
    });
  });

  it('turns a missing, unparsable or non-OpenAPI file into an entry that says why', async () => {
    await writeFile(path.join(docsDir, 'broken.json'), '{ "openapi": ');
    await writeFile(path.join(docsDir, 'other.json'), '{ "name": "not an API" }');
    const [missing, broken, other] = await loadApiDocuments(
      siteConfig(['missing.json', 'broken.json', 'other.json']),
      docsDir,
    );
    expect(missing).toMatchObject({
      source: 'missing.json',
      title: 'missing.json',
      slug: 'missing-json',
      operations: [],
      error: `Could not read missing.json: there is no file at ${path.join(docsDir, 'missing.json')}.`,
    });
    expect(missing).not.toHaveProperty('document');
    expect(broken?.error).toMatch(/^Could not parse broken\.json as JSON or YAML: .+\.$/);
    expect(other?.error).toBe(
      'other.json is not an OpenAPI document: it has no `openapi` version field.',
    );
  });
});

describe('loadApiDocuments from URLs', () => {
  it('fetches a document once a minute and keeps the last good copy when a refetch fails', async () => {
    answers.set('/cached.json', { status: 200, body: JSON.stringify(plants) });
    const config = siteConfig(`${origin}/cached.json`);
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);

    expect((await loadApiDocuments(config, docsDir))[0]?.operations).toHaveLength(1);
    now.mockReturnValue(start + 59_000);
    await loadApiDocuments(config, docsDir);
    expect(hits.get('/cached.json')).toBe(1);

    answers.set('/cached.json', { status: 500, body: '' });
    now.mockReturnValue(start + 61_000);
    const [stale] = await loadApiDocuments(config, docsDir);
    expect(hits.get('/cached.json')).toBe(2);
    expect(stale).toMatchObject({
      title: 'Plant Store API',
      operations: [{ slug: 'list-plants' }],
    });
    expect(stale).not.toHaveProperty('error');
  });

  it('says which status a failing server answered', async () => {
    const [entry] = await loadApiDocuments(siteConfig(`${origin}/nothing-here.json`), docsDir);
    expect(entry).toMatchObject({
      title: `${origin}/nothing-here.json`,
      slug: expect.stringMatching(/^http-127-0-0-1-\d+-nothing-here-json$/) as unknown,
      operations: [],
      error: `Could not fetch ${origin}/nothing-here.json: the server answered 404 Not Found.`,
    });
  });

  it('says when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const url = `http://127.0.0.1:${String(port)}/openapi.json`;
    const [entry] = await loadApiDocuments(siteConfig(url), docsDir);
    expect(entry?.error).toBe(
      `Could not fetch ${url}: nothing is listening there (connection refused).`,
    );
  });
});
