import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import { describe, expect, it } from 'vitest';
import { documentForOperation, withPlaygroundSettings } from './playground-document';

const document = {
  openapi: '3.0.1',
  info: { title: 'Plants', version: '1.0.0' },
  servers: [{ url: '/' }],
  security: [{ bearerAuth: [] }],
  tags: [{ name: 'plants' }, { name: 'admin' }],
  paths: {
    '/plants': {
      parameters: [{ $ref: '#/components/parameters/Trace' }],
      get: {
        operationId: 'listPlants',
        tags: ['plants'],
        parameters: [
          { name: 'limit', in: 'query' },
          { name: 'cursor', in: 'query' },
        ],
        responses: { '200': { $ref: '#/components/responses/Plants' } },
      },
      post: { operationId: 'createPlant', security: [{ adminKey: [] }] },
    },
    '/health': { get: { security: [] } },
  },
  webhooks: { planted: { post: {} } },
  components: {
    parameters: { Trace: { name: 'X-Trace', in: 'header' } },
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal access token' },
      adminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
    },
    schemas: {
      Plant: {
        type: 'object',
        properties: { name: { type: 'string' }, id: { type: 'string' } },
        example: { name: 'Fern', id: 'p1' },
      },
    },
  },
};

type Api = ResolvedSiteConfig['api'];

function settings(api: Omit<Api, 'playground'>): { api: Api } {
  return { api: { playground: { mode: 'show' }, ...api } };
}

describe('documentForOperation', () => {
  const single = documentForOperation(document, { path: '/plants', method: 'get' });

  it('keeps only the operation, with its path-level parameters', () => {
    const { tags: _tags, ...untagged } = document.paths['/plants'].get;
    expect(single.paths).toEqual({
      '/plants': { parameters: [{ $ref: '#/components/parameters/Trace' }], get: untagged },
    });
  });

  it('keeps info, servers, security and components, and drops webhooks and tags', () => {
    expect(single.info).toEqual(document.info);
    expect(single.servers).toEqual(document.servers);
    expect(single.security).toEqual(document.security);
    expect(single.components).toEqual(document.components);
    expect(single).not.toHaveProperty('webhooks');
    expect(single).not.toHaveProperty('tags');
  });

  it('leaves the original document alone', () => {
    expect(Object.keys(document.paths)).toEqual(['/plants', '/health']);
    expect(document.paths['/plants'].get.tags).toEqual(['plants']);
    expect(document.webhooks).toBeDefined();
  });
});

describe('withPlaygroundSettings', () => {
  it('makes every base URL a server', () => {
    const copy = withPlaygroundSettings(
      document,
      settings({ baseUrl: ['http://localhost:4000', 'https://api.example.com'] }),
    );
    expect(copy.servers).toEqual([
      { url: 'http://localhost:4000' },
      { url: 'https://api.example.com' },
    ]);
    expect(withPlaygroundSettings(document, settings({ baseUrl: 'https://one' })).servers).toEqual([
      { url: 'https://one' },
    ]);
  });

  it('keeps the document’s servers and security without baseUrl and auth', () => {
    const copy = withPlaygroundSettings(document, settings({ maintainOrder: true }));
    expect(copy).toEqual(document);
  });

  it('makes bearer auth the one scheme of every operation, keeping explicitly public ones public', () => {
    const copy = withPlaygroundSettings(
      document,
      settings({ auth: { method: 'bearer' }, maintainOrder: true }),
    );
    expect(copy.components).toMatchObject({
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal access token' },
      },
    });
    expect(Object.keys((copy.components as { securitySchemes: object }).securitySchemes)).toEqual([
      'bearerAuth',
    ]);
    expect(copy.security).toEqual([{ bearerAuth: [] }]);
    const paths = copy.paths as typeof document.paths;
    expect(paths['/plants'].post).not.toHaveProperty('security');
    expect(paths['/health'].get.security).toEqual([]);
  });

  it('uses http basic for basic auth', () => {
    const copy = withPlaygroundSettings(
      document,
      settings({ auth: { method: 'basic', name: 'email:password' } }),
    );
    expect(copy.components).toEqual({
      ...document.components,
      securitySchemes: {
        basicAuth: {
          type: 'http',
          scheme: 'basic',
          // Scalar's inputs are always labelled Username and Password: the names go here.
          description: 'Username: your email. Password: your password.',
        },
      },
    });
    expect(copy.security).toEqual([{ basicAuth: [] }]);
  });

  it('sends a key in the header site.json names, else the document’s, else X-API-Key', () => {
    const scheme = (api: Omit<Api, 'playground'>, source: Record<string, unknown> = document) =>
      (withPlaygroundSettings(source, settings(api)).components as { securitySchemes: object })
        .securitySchemes;
    expect(scheme({ auth: { method: 'key', name: 'X-Plants-Key' } })).toEqual({
      apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Plants-Key' },
    });
    expect(scheme({ auth: { method: 'key' } })).toEqual({
      apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
    });
    expect(scheme({ auth: { method: 'key' } }, { openapi: '3.1.0', paths: {} })).toEqual({
      apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
  });

  it('sorts properties and parameters alphabetically without maintainOrder', () => {
    const copy = withPlaygroundSettings(
      {
        ...document,
        paths: {
          '/plants': {
            get: {
              parameters: [
                { name: 'limit', in: 'query' },
                { $ref: '#/components/parameters/Trace' },
                { name: 'cursor', in: 'query' },
              ],
            },
          },
        },
      },
      settings({}),
    );
    const get = (copy.paths as { '/plants': { get: { parameters: unknown[] } } })['/plants'].get;
    expect(get.parameters).toEqual([
      { name: 'cursor', in: 'query' },
      { name: 'limit', in: 'query' },
      { $ref: '#/components/parameters/Trace' },
    ]);
    const plant = (copy.components as typeof document.components).schemas.Plant;
    expect(Object.keys(plant.properties)).toEqual(['id', 'name']);
    // Examples are data: their keys stay in the author's order.
    expect(Object.keys(plant.example)).toEqual(['name', 'id']);
  });

  it('keeps the file order with maintainOrder', () => {
    const copy = withPlaygroundSettings(document, settings({ maintainOrder: true }));
    const plant = (copy.components as typeof document.components).schemas.Plant;
    expect(Object.keys(plant.properties)).toEqual(['name', 'id']);
  });
});
