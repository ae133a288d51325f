import { describe, expect, it } from 'vitest';
import { claimSlug, documentSlug, kebabCase, listOperations } from './operations';

const petStore = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets/{petId}': {
      parameters: [{ name: 'petId', in: 'path', required: true }],
      delete: { operationId: 'deletePet', summary: 'Delete a pet' },
      get: { operationId: 'showPetById', summary: 'Info for a pet', tags: ['pets'] },
    },
    '/pets': {
      post: { summary: 'Create a pet', deprecated: true, description: '  Adds one.  ' },
      get: { operationId: 'listPets', summary: 'List all pets', tags: ['pets', 7] },
    },
    '/health': { get: {}, 'x-internal': { get: {} }, summary: 'not an operation' },
  },
};

describe('kebabCase', () => {
  it.each([
    ['listPlants', 'list-plants'],
    ['getAPICases', 'get-api-cases'],
    ['get /api/cases/{id}', 'get-api-cases-id'],
    ['Plant Store API', 'plant-store-api'],
    ['  --Résumé v2!  ', 'resume-v2'],
    ['list_plants', 'list-plants'],
  ])('turns %j into %j', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('slugs', () => {
  it('numbers a taken slug from 2', () => {
    const taken = new Set<string>();
    expect(['a', 'a', 'a'].map((base) => claimSlug(base, taken))).toEqual(['a', 'a-2', 'a-3']);
  });

  it('gives documents with the same title distinct slugs, and a title without letters one too', () => {
    const taken = new Set<string>();
    expect(
      ['Plant Store API', 'Plant store API', '!!!'].map((t) => documentSlug(t, taken)),
    ).toEqual(['plant-store-api', 'plant-store-api-2', 'api']);
  });
});

describe('listOperations', () => {
  it('keeps the file order of paths and methods when maintainOrder is set', () => {
    const operations = listOperations(petStore, 'pets', true);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'delete /pets/{petId}',
      'get /pets/{petId}',
      'post /pets',
      'get /pets',
      'get /health',
    ]);
  });

  it('sorts by path, then get, post, put, patch, delete without maintainOrder', () => {
    const document = {
      openapi: '3.0.0',
      paths: {
        '/b': { delete: {}, patch: {}, put: {}, post: {}, get: {} },
        '/a': { trace: {}, head: {}, options: {} },
      },
    };
    expect(listOperations(document, 'x', false).map((o) => `${o.method} ${o.path}`)).toEqual([
      'options /a',
      'head /a',
      'trace /a',
      'get /b',
      'post /b',
      'put /b',
      'patch /b',
      'delete /b',
    ]);
  });

  it('describes each operation as a page', () => {
    const [health, listPets, createPet] = listOperations(petStore, 'pet-store', false).filter(
      (o) => o.path !== '/pets/{petId}',
    );
    expect(health).toEqual({
      pagePath: 'api-reference/pet-store/get-health',
      slug: 'get-health',
      method: 'get',
      path: '/health',
      title: 'GET /health',
      tags: [],
      deprecated: false,
    });
    expect(listPets).toEqual({
      pagePath: 'api-reference/pet-store/list-pets',
      slug: 'list-pets',
      method: 'get',
      path: '/pets',
      title: 'List all pets',
      tags: ['pets'],
      deprecated: false,
    });
    expect(createPet).toMatchObject({
      slug: 'post-pets',
      title: 'Create a pet',
      description: 'Adds one.',
      deprecated: true,
    });
  });

  it('de-duplicates slugs in page order', () => {
    const document = {
      openapi: '3.0.0',
      paths: {
        '/one': { get: { operationId: 'fetchThing' } },
        '/two': { get: { operationId: 'fetch-thing' } },
        '/fetch/thing': { get: {} },
      },
    };
    expect(listOperations(document, 'd', true).map((o) => o.slug)).toEqual([
      'fetch-thing',
      'fetch-thing-2',
      'get-fetch-thing',
    ]);
  });

  it('finds no operations in a document without paths', () => {
    expect(listOperations({ openapi: '3.1.0', webhooks: {} }, 'd', true)).toEqual([]);
  });
});
