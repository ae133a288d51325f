/** Builds the control plane's Fastify instance without listening (server.ts listens). */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './database.js';
import { registerErrorHandling } from './errors.js';
import { registerRoutes } from './routes.js';
import type { RuntimeSettings } from './runtime-values.js';

export interface ControlPlaneDependencies {
  db: Database;
  settings: RuntimeSettings;
  logger?: FastifyServerOptions['logger'];
}

export async function buildControlPlane({
  db,
  settings,
  logger = false,
}: ControlPlaneDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    ajv: {
      customOptions: {
        // Fastify's defaults drop unknown properties and coerce types ("1" → 1): a body with a
        // misspelt or mistyped field must be refused, not half-applied.
        removeAdditional: false,
        coerceTypes: false,
      },
    },
  });
  registerErrorHandling(app);
  registerRoutes(app, { db, settings });
  app.addHook('onClose', async () => {
    await db.close();
  });
  await app.ready();
  return app;
}
