import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import {
  createPasswordHasher,
  defaultPasswordHashOptions,
  type PasswordHashOptions,
} from './accounts/passwords.js';
import { createAccountDeletions } from './accounts/delete-account.js';
import {
  CONFIRM_LINKS_PER_ADDRESS_PER_HOUR,
  createEmailConfirmations,
} from './accounts/email-confirmation.js';
import { createPasswordConfirmation } from './accounts/password-confirmation.js';
import {
  createPasswordResets,
  RESET_LINKS_PER_ADDRESS_PER_HOUR,
} from './accounts/password-reset.js';
import { createMailer } from './mail/mailer.js';
import { ACCOUNT_ATTEMPTS_WINDOW_MS } from './accounts/sign-in.js';
import { createSharedWindowLimiter } from './http/shared-window-limiter.js';
import { attachAppLogger, createAppLogger, fastifyLoggingOptions } from './http/app-logger.js';
import { registerAuthentication } from './http/authentication.js';
import { AppError, registerErrorHandling, toErrorBody } from './http/errors.js';
import { registerOpenApi } from './http/openapi.js';
import { apiSecurityHeaders } from './http/security-headers.js';
import { registerCors } from './http/cors.js';
import { allowedOrigins } from './http/origins.js';
import { scheduleRepeatingPass } from './background/repeating-pass.js';
import { createCalendarFeeds } from './calendar/calendar-feeds.js';
import { createReminderEmails, TRIES_PER_HOUR } from './reminders/reminder-emails.js';
import { accountRoutes } from './routes/account.js';
import { authRoutes } from './routes/auth.js';
import { calendarRoutes } from './routes/calendar.js';
import { caseRoutes } from './routes/cases.js';
import { graphqlRoutes } from './graphql/register-graphql.js';
import { healthRoutes } from './routes/health.js';
import { plantRoutes } from './routes/plants.js';
import { reminderEmailRoutes } from './routes/reminder-email.js';
import { sessionRoutes } from './routes/sessions.js';
import { tokenRoutes } from './routes/tokens.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  /**
   * Pino options (a `stream` may be among them) or `false`; tests pass `false` to keep output
   * quiet. Whatever is passed, the credential redaction of loggerOptions() is kept.
   */
  logger?: FastifyServerOptions['logger'];
  /** The HMAC key for session and token hashes; defaults to config.authSecret. */
  authSecret?: string;
  /** argon2id cost; tests lower it to stay fast. */
  passwordHashOptions?: PasswordHashOptions;
}

/**
 * Credentials never reach the log: request logs carry no headers or bodies by default, and
 * these paths are redacted in case a serializer or a developer adds them.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'password',
  'token',
];

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || typeof logger === 'boolean') return logger;
  return { ...logger, redact: REDACTED_LOG_PATHS };
}

/** JSON lines (structured) everywhere; humans at a development terminal get them pretty-printed. */
export function loggerOptions(
  config: Config,
  isTerminal = process.stdout.isTTY,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: REDACTED_LOG_PATHS,
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

/** Another instance, or this one restarted, can take the request: retry after a second. */
const shuttingDown = (): AppError =>
  new AppError('SHUTTING_DOWN', 503, 'The server is shutting down; try again shortly', undefined, {
    'retry-after': '1',
  });

/** Builds a ready Fastify instance without listening (style: build, don't listen). */
export async function buildApp({
  config,
  db,
  logger,
  authSecret = config.authSecret,
  passwordHashOptions = defaultPasswordHashOptions,
}: AppDependencies): Promise<FastifyInstance> {
  if (authSecret === undefined || authSecret.length < 32)
    throw new Error('buildApp needs an auth secret of at least 32 characters (AUTH_SECRET)');
  const log = createAppLogger(withRedaction(logger ?? loggerOptions(config)));
  const app = Fastify({
    // Ours, not Fastify's: app-logger.ts says what Fastify's own costs on every request.
    ...fastifyLoggingOptions(log),
    bodyLimit: config.bodyLimitBytes,
    // What Fastify does for a numeric trustProxy, which its types do not admit.
    trustProxy:
      config.trustProxyHops === 0 ? false : (_address, hop) => hop < config.trustProxyHops,
    // Requests that arrive while shutting down are refused by the onRequest hook below, in the
    // Error shape; Fastify's own 503 has a body of another shape.
    return503OnClosing: false,
    // The router refuses undecodable paths and over-long ids before any route runs; those
    // answers too must be in the Error shape, not Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const body = toErrorBody(error);
      // The reply's type is the server's generic default, which narrows status codes to none.
      void (reply as unknown as FastifyReply).code(body.error).type('application/json').send(body);
    },
    ajv: {
      customOptions: {
        // Fastify's defaults drop unknown properties and coerce JSON types ("true" → true):
        // a body with a misspelt or mistyped field must be refused, not half-applied.
        removeAdditional: false,
        coerceTypes: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  attachAppLogger(app, log);
  registerErrorHandling(app);
  // First, so that every answer carries them, the refusals of the hook below included.
  registerCors(app, {
    origins: allowedOrigins(config),
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    // Browsers hide response headers from scripts unless exposed: how long to wait after a
    // 429, the case API's concurrency and creation headers, and the account export's file name.
    exposedHeaders: [
      'Retry-After',
      'ETag',
      'Location',
      'Idempotent-Replayed',
      'Content-Disposition',
    ],
    maxAgeSeconds: 600,
  });
  // Set by preClose: from then on new requests are refused and answered ones close their
  // connection (a keep-alive connection would otherwise hold close() open until the client
  // hangs up).
  let isClosing = false;
  // An API serves JSON, never documents: nothing may load, nothing may frame it.
  const headers = apiSecurityHeaders({ hsts: config.isProduction });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done(isClosing ? shuttingDown() : undefined);
  });
  const guards = registerAuthentication(app, { db, config, authSecret });
  const hasher = createPasswordHasher(passwordHashOptions);
  // Compute the dummy hash now, so that the first sign-in with an unknown e-mail is not slower.
  await hasher.verifyNothing('warm-up');

  // Before the routes: the generator collects them as they are added.
  await registerOpenApi(app);
  await app.register(healthRoutes, { db });
  // One count of password attempts per account for every action that asks for the password.
  const confirmPassword = createPasswordConfirmation({
    db,
    hasher,
    attempts: createSharedWindowLimiter(db, {
      name: 'password-attempts',
      max: config.authRateLimitPerAccount,
      windowMs: ACCOUNT_ATTEMPTS_WINDOW_MS,
    }),
  });
  const mailer = await createMailer(config.mail, app.log);
  const resets = createPasswordResets({
    db,
    hasher,
    mailer,
    authSecret,
    appOrigin: config.appOrigin,
    linksPerAddress: createSharedWindowLimiter(db, {
      name: 'reset-links',
      max: RESET_LINKS_PER_ADDRESS_PER_HOUR,
      windowMs: 3_600_000,
    }),
  });
  const confirmations = createEmailConfirmations({
    db,
    mailer,
    authSecret,
    appOrigin: config.appOrigin,
    linksPerAddress: createSharedWindowLimiter(db, {
      name: 'confirmation-links',
      max: CONFIRM_LINKS_PER_ADDRESS_PER_HOUR,
      windowMs: 3_600_000,
    }),
    log: app.log,
  });
  await app.register(authRoutes, {
    db,
    config,
    authSecret,
    hasher,
    guards,
    resets,
    confirmations,
    mailer,
  });
  await app.register(sessionRoutes, { db, config, guards });
  await app.register(accountRoutes, {
    db,
    config,
    guards,
    deletions: createAccountDeletions({ db, confirmPassword }),
  });
  await app.register(tokenRoutes, { db, authSecret, guards });
  await app.register(plantRoutes, { db, guards });
  await app.register(caseRoutes, { db, guards, appOrigin: config.appOrigin });
  const calendarFeeds = createCalendarFeeds({ db, authSecret, appOrigin: config.appOrigin });
  await app.register(calendarRoutes, { calendarFeeds });
  const reminderEmails = createReminderEmails({
    db,
    mailer,
    authSecret,
    appOrigin: config.appOrigin,
    publicApiOrigin: config.publicApiOrigin,
    tries: createSharedWindowLimiter(db, {
      name: 'reminder-email-tries',
      max: TRIES_PER_HOUR,
      windowMs: 3_600_000,
    }),
    log: app.log,
  });
  await app.register(reminderEmailRoutes, { reminderEmails });
  await app.register(graphqlRoutes, {
    db,
    config,
    guards,
    hasher,
    confirmPassword,
    confirmations,
    calendarFeeds,
    reminderEmails,
  });

  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) void reply.header('connection', 'close');
    done(null, payload);
  });

  // The rounds run with the app: closing it lets a round under way finish the e-mail it is
  // sending, before the mailer and the database close.
  const reminderRounds = scheduleRepeatingPass({
    intervalMs: mailer.canSend ? config.reminderEmailIntervalMs : 0,
    pass: (signal) =>
      reminderEmails.sendDue({ signal }).then(
        (report) => {
          if (report.sent + report.failed + report.late > 0)
            app.log.info({ reminderEmails: report }, 'reminder e-mails sent');
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'a round of reminder e-mails failed');
        },
      ),
  });
  app.addHook('onClose', async () => {
    await reminderRounds.stop();
    mailer.close();
    await db.close();
  });
  await app.ready();
  return app;
}
