import { describe, expect, it } from 'vitest';
import { operationSchemas, toJsonSchema, type OpenApiDocument } from './operation-schemas.js';

const document: OpenApiDocument = {
  paths: {
    '/things': {
      get: {
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', example: 3 } },
          { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'x-trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
              },
            },
          },
          '204': { description: 'nothing' },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: {
          label: { type: 'string', nullable: true },
          owner: { $ref: '#/components/schemas/Owner' },
        },
      },
      Owner: { type: 'object', properties: { name: { type: 'string' } } },
      Loop: { type: 'object', properties: { next: { $ref: '#/components/schemas/Loop' } } },
    },
  },
};

describe('operationSchemas', () => {
  it('builds the query schema from the query parameters only, without documentation keywords', () => {
    expect(operationSchemas(document, '/things', 'GET').querystring).toEqual({
      type: 'object',
      properties: { limit: { type: 'integer' }, q: { type: 'string' } },
      required: ['q'],
    });
  });

  it('inlines references and turns nullable into a null type in response schemas', () => {
    expect(operationSchemas(document, '/things', 'get').response).toEqual({
      '200': {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            label: { type: ['string', 'null'] },
            owner: { type: 'object', properties: { name: { type: 'string' } } },
          },
        },
      },
    });
  });

  it('refuses operations, references and recursion it cannot turn into a schema', () => {
    expect(() => operationSchemas(document, '/things', 'post')).toThrow(/no POST \/things/);
    expect(() => toJsonSchema({ $ref: '#/components/schemas/Missing' }, document)).toThrow(
      /cannot resolve/,
    );
    expect(() => toJsonSchema({ $ref: '#/components/schemas/Loop' }, document)).toThrow(
      /recursive schema Loop/,
    );
  });
});
