/**
 * The plant store's OpenAPI 3.0.1 document, `backend/openapi/plants.json`: served as it is,
 * and the source of the route's validation, serialisation (operation-schemas.ts) and
 * TypeScript types (plants.generated.ts, made from it by openapi-typescript).
 */
import document from '../../openapi/plants.json' with { type: 'json' };
import type { components, operations } from '../../openapi/plants.generated.js';
import { operationSchemas, type OpenApiDocument } from '../openapi/operation-schemas.js';

export const plantsDocument: OpenApiDocument = document;

export type Plant = components['schemas']['Plant'];
export type ListPlantsQuery = NonNullable<operations['listPlants']['parameters']['query']>;

export const listPlantsSchemas = operationSchemas(plantsDocument, '/plants', 'get');

/** decisions.md: at most this many plants per response, whatever `limit` says. */
export const PLANT_LIST_CAP = 1000;
