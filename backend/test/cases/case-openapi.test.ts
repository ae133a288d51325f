import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/databases.js';
import { type CasesApp, startCasesApp } from './cases-app.js';

describe('GET /api/openapi.json', () => {
  let cases: CasesApp;
  let document: OpenAPIV3.Document & { openapi: string };
  beforeAll(async () => {
    const [engine] = testEngines;
    if (!engine) throw new Error('no test engine');
    cases = await startCasesApp(engine);
    const response = await cases.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => cases.close());

  it('is OpenAPI 3.1 with every case operation, generated from the route schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([, operation]) => typeof operation === 'object' && 'operationId' in operation)
        .map(
          ([method, operation]) =>
            `${method.toUpperCase()} ${path} ${(operation as OpenAPIV3.OperationObject).operationId ?? ''}`,
        ),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/cases listCases',
        'POST /api/cases createCase',
        'GET /api/cases/schema getCaseSchema',
        'GET /api/cases/{id} getCase',
        'PATCH /api/cases/{id} updateCase',
        'POST /api/cases/{id}/status changeCaseStatus',
      ]),
    );
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['AgentCase', 'CreateCaseBody', 'UpdateCaseBody', 'ChangeStatusBody']),
    );
  });

  it('documents the concurrency headers, the errors and both security schemes', () => {
    const patch = document.paths['/api/cases/{id}']?.patch;
    expect(patch?.parameters).toContainEqual(
      expect.objectContaining({ name: 'if-match', in: 'header' }),
    );
    expect(Object.keys(patch?.responses ?? {})).toEqual(
      expect.arrayContaining([
        '200',
        '400',
        '401',
        '403',
        '404',
        '409',
        '412',
        '413',
        '415',
        '429',
      ]),
    );
    const create = document.paths['/api/cases']?.post;
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
    );
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '413', '415', '422', '429']),
    );
    const list = document.paths['/api/cases']?.get;
    expect(Object.keys(list?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '429']),
    );
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual([
      'bearerAuth',
      'sessionCookie',
    ]);
  });

  it('leaves out the plant store, which has its own description', () => {
    expect(Object.keys(document.paths)).not.toContain('/plants');
    expect(Object.keys(document.paths)).not.toContain('/openapi/plants.json');
  });

  it('is a document openapi-typescript accepts and turns into types', async () => {
    const types = astToString(await openapiTS(JSON.stringify(document)));
    expect(types).toContain('listCases');
    expect(types).toContain('AgentCase');
  });
});
