import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandling } from './http/errors.js';
import { healthRoutes } from './routes/health.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Pino options or `false`; tests pass `false` to keep output quiet. */
  logger?: FastifyServerOptions['logger'];
}

/** JSON lines (structured) everywhere; humans at a development terminal get them pretty-printed. */
export function loggerOptions(
  config: Config,
  isTerminal = process.stdout.isTTY,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.nodeEnv === 'development' && isTerminal
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Builds a ready Fastify instance without listening (style: build, don't listen). */
export async function buildApp({ config, db, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    // Answer 503 to requests that arrive while shutting down instead of queueing them.
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandling(app);
  await app.register(cors, {
    origin: [config.appOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(healthRoutes, { db });

  // A keep-alive connection whose request was in flight at shutdown would otherwise hold
  // close() open until the client hangs up: answer it, then end the connection.
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) void reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    await db.close();
  });
  await app.ready();
  return app;
}
