import type { FastifyPluginCallback } from 'fastify';
import type { Database } from '../db/database.js';
import type { Guards } from '../http/authentication.js';
import { AppError } from '../http/errors.js';
import { plainJsonSerializerCompiler } from '../http/plain-json-serializer.js';
import { strictQueryValidatorCompiler } from '../openapi/strict-query.js';
import {
  type ListPlantsQuery,
  listPlantsSchemas,
  type Plant,
  PLANT_LIST_CAP,
  plantsDocument,
} from '../plants/plants-document.js';
import { listAccessiblePlants, type PlantRecord } from '../plants/plants-repository.js';

/** The API shape: a plant without a tag has no `tag` key (the document never says null). */
function toPlant({ name, tag }: PlantRecord): Plant {
  return tag === null ? { name } : { name, tag };
}

export const plantRoutes: FastifyPluginCallback<{ db: Database; guards: Guards }> = (
  app,
  { db, guards },
  done,
) => {
  app.get('/openapi/plants.json', (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(plantsDocument),
  );

  app.get<{ Querystring: ListPlantsQuery; Reply: Plant[] }>(
    '/plants',
    {
      schema: {
        querystring: listPlantsSchemas.querystring,
        response: listPlantsSchemas.response,
      },
      validatorCompiler: strictQueryValidatorCompiler,
      // Plants are built field by field by toPlant; JSON.stringify writes a page with a fifth of
      // the memory fast-json-stringify takes (plain-json-serializer.ts).
      serializerCompiler: plainJsonSerializerCompiler,
      // Validation runs before this: a rejected `limit` is answered without touching the
      // database, not even to look the token up.
      preHandler: [guards.requireTokenScopes('plants:read')],
    },
    async (request) => {
      const userId = request.caller?.userId;
      if (userId === undefined) throw new AppError('AUTH_REQUIRED', 401, 'Authentication required');
      const limit = Math.min(request.query.limit ?? PLANT_LIST_CAP, PLANT_LIST_CAP);
      const plants = await listAccessiblePlants(db, userId, limit);
      return plants.map(toPlant);
    },
  );
  done();
};
