/**
 * The only module that reads process.env. Every variable is validated once, at start;
 * a bad or missing value stops the process with one line per problem naming the variable.
 */
import { isAbsolute, resolve } from 'node:path';
import { Ajv } from 'ajv';
import Type, { type Static, type TSchema } from 'typebox';
import { defaultDataDirectory, defaultHasuraDirectory, repositoryRoot } from './paths.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Each variable with the sentence shown when its value is wrong. */
const variables = {
  NODE_ENV: {
    schema: Type.Union([
      Type.Literal('development'),
      Type.Literal('production'),
      Type.Literal('test'),
    ]),
    expected: 'must be one of development, production, test',
  },
  HOST: {
    schema: Type.String({ minLength: 1 }),
    expected: 'must be a host name or IP address to listen on',
  },
  PORT: {
    schema: Type.Integer({ minimum: 0, maximum: 65535 }),
    expected: 'must be an integer port number between 0 and 65535',
  },
  DATABASE_URL: {
    schema: Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' }),
    expected: 'must be a postgres:// or postgresql:// URL',
  },
  DATABASE_POOL_SIZE: {
    schema: Type.Integer({ minimum: 1, maximum: 200 }),
    expected: 'must be an integer between 1 and 200',
  },
  DATA_DIR: { schema: Type.String({ minLength: 1 }), expected: 'must be a directory path' },
  HASURA_DIR: {
    schema: Type.String({ minLength: 1 }),
    expected: 'must be the path of the hasura/ project',
  },
  MIGRATE_ON_START: {
    schema: Type.Union([Type.Literal('auto'), Type.Literal('true'), Type.Literal('false')]),
    expected: 'must be auto (embedded database only), true or false',
  },
  LOG_LEVEL: {
    schema: Type.Union(LOG_LEVELS.map((level) => Type.Literal(level))),
    expected: `must be one of ${LOG_LEVELS.join(', ')}`,
  },
  APP_ORIGIN: {
    schema: Type.String({ pattern: '^https?://[^/\\s]+$' }),
    expected: 'must be an origin such as http://localhost:3000 (scheme, host and port; no path)',
  },
  SHUTDOWN_TIMEOUT_MS: {
    schema: Type.Integer({ minimum: 0, maximum: 600_000 }),
    expected: 'must be an integer number of milliseconds between 0 and 600000',
  },
  POSTING_REREAD_INTERVAL_SECONDS: {
    schema: Type.Integer({ minimum: 0, maximum: 86_400 }),
    expected: 'must be an integer number of seconds between 0 (only at start) and 86400',
  },
  BODY_LIMIT_BYTES: {
    schema: Type.Integer({ minimum: 1024, maximum: 104_857_600 }),
    expected: 'must be an integer number of bytes between 1024 and 104857600',
  },
  AUTH_SECRET: {
    schema: Type.String({ minLength: 32, maxLength: 1024 }),
    expected: 'must be a random string of at least 32 characters',
  },
  CORS_ORIGINS: {
    schema: Type.String({ pattern: '^https?://[^/\\s,]+(\\s*,\\s*https?://[^/\\s,]+)*$' }),
    expected:
      'must be a comma-separated list of origins such as https://host.example (scheme, host and port; no path)',
  },
  SESSION_TTL_HOURS: {
    schema: Type.Integer({ minimum: 1, maximum: 8760 }),
    expected: 'must be an integer number of hours between 1 and 8760',
  },
  AUTH_RATE_LIMIT_PER_IP: {
    schema: Type.Integer({ minimum: 1, maximum: 100_000 }),
    expected: 'must be an integer between 1 and 100000 (sign-in and sign-up requests per minute)',
  },
  AUTH_RATE_LIMIT_PER_ACCOUNT: {
    schema: Type.Integer({ minimum: 1, maximum: 100_000 }),
    expected: 'must be an integer between 1 and 100000 (sign-in attempts per 15 minutes)',
  },
  TRUST_PROXY_HOPS: {
    schema: Type.Integer({ minimum: 0, maximum: 10 }),
    expected: 'must be the number of reverse proxies in front of the backend, 0 to 10',
  },
  TOKEN_RATE_LIMIT_PER_MINUTE: {
    schema: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    expected: 'must be an integer between 1 and 1000000',
  },
  JOB_IMPORT_PRIVATE_HOSTS: {
    schema: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
    expected: 'must be allow or deny (whether a job URL may point into private networks)',
  },
  DEMO_ACCOUNT: {
    schema: Type.Union([Type.Literal('auto'), Type.Literal('true'), Type.Literal('false')]),
    expected: 'must be auto (embedded database, not production), true or false',
  },
  SMTP_URL: {
    schema: Type.String({ pattern: '^smtps?://[^\\s]+$' }),
    expected: 'must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com',
  },
  MAIL_FROM: {
    schema: Type.String({ minLength: 3, maxLength: 320, pattern: '@' }),
    expected: 'must be a sender address, such as "Resume Agent <no-reply@example.com>"',
  },
  MAIL_OUTBOX_DIR: {
    schema: Type.String({ minLength: 1 }),
    expected: 'must be a directory path',
  },
  PUBLIC_API_ORIGIN: {
    schema: Type.String({ pattern: '^https?://[^/\\s]+$' }),
    expected: 'must be an origin such as https://api.example.com (scheme, host and port; no path)',
  },
  REMINDER_EMAIL_INTERVAL_SECONDS: {
    schema: Type.Integer({ minimum: 0, maximum: 3_600 }),
    expected: 'must be an integer number of seconds between 0 (no rounds) and 3600',
  },
} satisfies Record<string, { schema: TSchema; expected: string }>;

type VariableName = keyof typeof variables;

const defaults: Partial<Record<VariableName, string>> = {
  NODE_ENV: 'development',
  HOST: '0.0.0.0',
  PORT: '4000',
  DATABASE_POOL_SIZE: '10',
  MIGRATE_ON_START: 'auto',
  LOG_LEVEL: 'info',
  APP_ORIGIN: 'http://localhost:3000',
  SHUTDOWN_TIMEOUT_MS: '10000',
  POSTING_REREAD_INTERVAL_SECONDS: '600',
  BODY_LIMIT_BYTES: '1048576',
  SESSION_TTL_HOURS: '168',
  AUTH_RATE_LIMIT_PER_IP: '10',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
  TOKEN_RATE_LIMIT_PER_MINUTE: '600',
  TRUST_PROXY_HOPS: '0',
  DEMO_ACCOUNT: 'auto',
  MAIL_FROM: 'Resume Agent <no-reply@localhost>',
  REMINDER_EMAIL_INTERVAL_SECONDS: '60',
};

/** Variables without which a production server must not start (their defaults are for development). */
const REQUIRED_IN_PRODUCTION: readonly VariableName[] = ['AUTH_SECRET', 'APP_ORIGIN'];

export interface Config {
  nodeEnv: Static<typeof variables.NODE_ENV.schema>;
  isProduction: boolean;
  host: string;
  port: number;
  /** PostgreSQL server; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  hasuraDir: string;
  /** Apply pending migrations and seeds before listening. */
  migrateOnStart: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The frontend's origin: allowed by CORS, with credentials. */
  appOrigin: string;
  shutdownTimeoutMs: number;
  /**
   * How often postings changed without a reading (through Hasura or psql) are read; 0: only
   * at start, with the postings an older engine read.
   */
  postingRereadIntervalMs: number;
  bodyLimitBytes: number;
  /**
   * HMAC key for session and API token hashes. Always set in production; in development and
   * test it may be undefined here and is then generated under dataDir (see accounts/auth-secret.ts).
   */
  authSecret: string | undefined;
  /** Further browser origins allowed by CORS and the Origin check, besides appOrigin. */
  corsOrigins: string[];
  sessionTtlHours: number;
  /** Sign-in and sign-up requests per IP address per minute (per instance). */
  authRateLimitPerIp: number;
  /** Sign-in attempts per e-mail address per 15 minutes (per instance). */
  authRateLimitPerAccount: number;
  /** Requests per API token per minute (per instance). */
  tokenRateLimitPerMinute: number;
  /**
   * Reverse proxies in front of the backend whose X-Forwarded-For is trusted; 0 = none. Behind a
   * load balancer, set it, or every client shares the proxy's address (and its rate limit).
   */
  trustProxyHops: number;
  /**
   * Whether importing a job from a URL may fetch loopback and private addresses. Default: only
   * outside production, where it lets a developer import from a local page; in production it
   * would let anyone probe the internal network through the server.
   */
  jobImportAllowsPrivateHosts: boolean;
  /** Seed the demo account (docs: README) at start; never in production. */
  seedDemoAccount: boolean;
  /** How e-mail (password reset links) leaves the server: mail/mailer.ts. */
  mail: MailConfig;
  /**
   * The backend's own public origin, which e-mails name for a mail program to call (a reminder
   * e-mail's one-click unsubscribe). Outside production it defaults to http://localhost:PORT;
   * in production, null unless set, and such e-mails go without that header.
   */
  publicApiOrigin: string | null;
  /** How often the reminder e-mails due are sent; 0: never (another instance sends them). */
  reminderEmailIntervalMs: number;
}

/**
 * An SMTP server when SMTP_URL is set; else a directory that receives each message as a JSON
 * file (MAIL_OUTBOX_DIR); else, outside production, the log; in production, none (the routes
 * that send e-mail answer 503 MAIL_UNAVAILABLE).
 */
export type MailConfig = { from: string } & (
  | { transport: 'smtp'; smtpUrl: string }
  | { transport: 'outbox'; directory: string }
  | { transport: 'log' }
  | { transport: 'none' }
);

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

export type Environment = Readonly<Record<string, string | undefined>>;

/** Values that may carry credentials are never echoed back in error messages. */
const SECRET_VARIABLES = new Set<VariableName>(['DATABASE_URL', 'AUTH_SECRET', 'SMTP_URL']);

/**
 * Environment values are strings. Integers are accepted only as plain decimal digits:
 * TypeBox's Convert would also take "4000.5" (truncating it) and "0x10".
 */
function fromEnvironmentText(schema: TSchema, text: string): unknown {
  const isInteger = (schema as { type?: unknown }).type === 'integer';
  return isInteger && /^-?\d{1,15}$/.test(text) ? Number(text) : text;
}

function resolvePath(path: string): string {
  return isAbsolute(path) ? path : resolve(repositoryRoot, path);
}

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(environment: Environment = process.env): Config {
  // Ajv, not typebox/value: the server loads Ajv anyway (Fastify, strict-query.ts), while
  // typebox/value would be loaded for this check alone and keep ~2.5 MB of code on the heap
  // for the life of the process (docs/contributing/performance.md, "Memory and p99 at half
  // rate on PGlite").
  const ajv = new Ajv({ allErrors: false, coerceTypes: false, strict: true });
  const problems: string[] = [];
  const values = new Map<VariableName, unknown>();

  for (const [name, { schema, expected }] of Object.entries(variables) as [
    VariableName,
    { schema: TSchema; expected: string },
  ][]) {
    const raw = environment[name]?.trim() === '' ? undefined : environment[name]?.trim();
    const text = raw ?? defaults[name];
    if (text === undefined) continue;
    const value = fromEnvironmentText(schema, text);
    if (!ajv.validate(schema, value)) {
      const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(text)})`;
      problems.push(`${name}: ${expected}${shown}`);
      continue;
    }
    values.set(name, value);
  }
  if (values.get('NODE_ENV') === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!problems.some((problem) => problem.startsWith(`${name}:`)) && !environment[name]?.trim())
        problems.push(`${name}: must be set in production`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const get = <T>(name: VariableName): T => values.get(name) as T;
  const databaseUrl = get<string | undefined>('DATABASE_URL');
  const migrateOnStart = get<'auto' | 'true' | 'false'>('MIGRATE_ON_START');
  const nodeEnv = get<Config['nodeEnv']>('NODE_ENV');

  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    host: get('HOST'),
    port: get('PORT'),
    databaseUrl,
    databasePoolSize: get('DATABASE_POOL_SIZE'),
    dataDir: resolvePath(get<string | undefined>('DATA_DIR') ?? defaultDataDirectory),
    hasuraDir: resolvePath(get<string | undefined>('HASURA_DIR') ?? defaultHasuraDirectory),
    migrateOnStart:
      migrateOnStart === 'auto' ? databaseUrl === undefined : migrateOnStart === 'true',
    logLevel: get('LOG_LEVEL'),
    appOrigin: get('APP_ORIGIN'),
    shutdownTimeoutMs: get('SHUTDOWN_TIMEOUT_MS'),
    postingRereadIntervalMs: get<number>('POSTING_REREAD_INTERVAL_SECONDS') * 1000,
    bodyLimitBytes: get('BODY_LIMIT_BYTES'),
    authSecret: get<string | undefined>('AUTH_SECRET'),
    corsOrigins: (get<string | undefined>('CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    sessionTtlHours: get('SESSION_TTL_HOURS'),
    authRateLimitPerIp: get('AUTH_RATE_LIMIT_PER_IP'),
    authRateLimitPerAccount: get('AUTH_RATE_LIMIT_PER_ACCOUNT'),
    tokenRateLimitPerMinute: get('TOKEN_RATE_LIMIT_PER_MINUTE'),
    trustProxyHops: get('TRUST_PROXY_HOPS'),
    jobImportAllowsPrivateHosts:
      (get<'allow' | 'deny' | undefined>('JOB_IMPORT_PRIVATE_HOSTS') ??
        (nodeEnv === 'production' ? 'deny' : 'allow')) === 'allow',
    seedDemoAccount:
      nodeEnv !== 'production' &&
      (get<'auto' | 'true' | 'false'>('DEMO_ACCOUNT') === 'auto'
        ? databaseUrl === undefined
        : get('DEMO_ACCOUNT') === 'true'),
    mail: mailConfig(
      get('MAIL_FROM'),
      get<string | undefined>('SMTP_URL'),
      get<string | undefined>('MAIL_OUTBOX_DIR'),
      nodeEnv,
    ),
    publicApiOrigin:
      get<string | undefined>('PUBLIC_API_ORIGIN') ??
      (nodeEnv === 'production' ? null : `http://localhost:${String(get<number>('PORT'))}`),
    reminderEmailIntervalMs: get<number>('REMINDER_EMAIL_INTERVAL_SECONDS') * 1000,
  };
}

function mailConfig(
  from: string,
  smtpUrl: string | undefined,
  outboxDir: string | undefined,
  nodeEnv: Config['nodeEnv'],
): MailConfig {
  if (smtpUrl !== undefined) return { from, transport: 'smtp', smtpUrl };
  if (outboxDir !== undefined)
    return { from, transport: 'outbox', directory: resolvePath(outboxDir) };
  return { from, transport: nodeEnv === 'production' ? 'none' : 'log' };
}

/** The variables, their defaults and meanings — the README's configuration table mirrors it. */
export const configurationVariables = Object.keys(variables) as VariableName[];
