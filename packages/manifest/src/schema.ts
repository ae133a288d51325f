// The agent manifest schema (spec §2.3, decisions.md "Agent manifest rules"): one TypeBox
// definition gives the TypeScript types, the validator's per-field rules and
// schema/agent-manifest.schema.json, which editors read through a
// `# yaml-language-server: $schema=` line. Rules a JSON Schema cannot say well (minInstances ≤
// maxInstances, paths that must exist, platform-resolved fields anywhere in the file, trigger
// globs that must cover each service) live in src/validate.
import Type, { type Static } from 'typebox';

/** `<platform_domain>/v1`: a lowercase DNS name with at least one dot, then `/v1`. */
export const API_VERSION_PATTERN =
  '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/v1$';
/** An agent identifier, usable as a DNS label: lowercase letters, digits and inner hyphens. */
export const AGENT_NAME_PATTERN = '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$';
/** Service names are the agent's own, but agentctl and the platform use them as identifiers. */
export const SERVICE_NAME_PATTERN = '^[a-z][a-z0-9-]*$';
/** `local@domain.tld`: what an owner needs to be reachable, without RFC 5322's corners. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/**
 * A path relative to the repository root that stays inside it: not absolute, no `..` segment.
 * The validator checks that it exists, so it must not reach outside the checkout.
 */
export const RELATIVE_PATH_PATTERN = '^(?!/)(?!(?:.*/)?\\.\\.(?:/|$)).+$';
/**
 * An environment name becomes part of host names (`<agent>-<service>-<environment>…`), so it
 * is a DNS label, like an agent's name.
 */
export const ENVIRONMENT_NAME_PATTERN = AGENT_NAME_PATTERN;
/** A git branch name or a `*` glob of them: no whitespace. */
export const BRANCH_PATTERN_PATTERN = '^\\S+$';

export const AGENT_NAME_MAX_LENGTH = 63;
export const API_VERSION_EXAMPLE = 'platform.example.com/v1';
export const MANIFEST_KIND = 'Agent';

/** Every known service `type`, with the kind of service it makes (decisions.md). */
export const SERVICE_KIND_BY_TYPE = {
  nextjs: 'frontend',
  'node-fastify': 'backend',
  'python-fastapi': 'backend',
  hasura: 'database',
} as const;

export type ServiceType = keyof typeof SERVICE_KIND_BY_TYPE;
export type ServiceKind = (typeof SERVICE_KIND_BY_TYPE)[ServiceType];

export const SERVICE_TYPES = Object.keys(SERVICE_KIND_BY_TYPE) as ServiceType[];
export const FRONTEND_TYPES = ['nextjs'] as const satisfies readonly ServiceType[];
export const BACKEND_TYPES = [
  'node-fastify',
  'python-fastapi',
] as const satisfies readonly ServiceType[];
export const DATABASE_TYPES = ['hasura'] as const satisfies readonly ServiceType[];

/** Bounds and defaults of `runtime` (decisions.md: 0 ≤ min ≤ max ≤ 100, max ≥ 1). */
export const RUNTIME_BOUNDS = {
  minInstances: { minimum: 0, maximum: 100 },
  maxInstances: { minimum: 1, maximum: 100 },
} as const;
export const RUNTIME_DEFAULTS = { minInstances: 0, maxInstances: 1 } as const;

/**
 * Fields the platform resolves itself (spec §2.3), as the spec names them. The validator
 * rejects them anywhere in the file: the keys `NEXT_PUBLIC_API_BASE_URL` and `DATABASE_URL`
 * in any spelling (`databaseUrl`, `database_url`), `version` under `ui`, `status`, `resolved`,
 * and `service` or `region` under `runtime`.
 */
export const PLATFORM_RESOLVED_KEYS = [
  'NEXT_PUBLIC_API_BASE_URL',
  'DATABASE_URL',
  'ui.version',
  'status',
  'resolved',
  'runtime.service',
  'runtime.region',
] as const;
/** Any string value starting with one of these is a database URL, which the platform resolves. */
export const DATABASE_URL_SCHEMES = ['postgres', 'postgresql', 'mysql'] as const;

const closed = { additionalProperties: false } as const;

const NonEmptyString = (description: string) => Type.String({ minLength: 1, description });

const RelativePath = (description: string) =>
  Type.String({ minLength: 1, pattern: RELATIVE_PATH_PATTERN, description });

export const Metadata = Type.Object(
  {
    name: Type.String({
      pattern: AGENT_NAME_PATTERN,
      maxLength: AGENT_NAME_MAX_LENGTH,
      description: 'Agent identifier: lowercase letters, digits and hyphens',
    }),
    displayName: NonEmptyString('Name shown to people'),
    description: NonEmptyString('What the agent does'),
    owner: Type.String({
      pattern: EMAIL_PATTERN,
      description: 'E-mail address of the owner; only the owner may confirm a deploy',
    }),
  },
  { ...closed, description: 'Who the agent is and who owns it' },
);

export const Runtime = Type.Object(
  {
    minInstances: Type.Optional(
      Type.Integer({
        ...RUNTIME_BOUNDS.minInstances,
        default: RUNTIME_DEFAULTS.minInstances,
        description: 'Fewest running containers; 0 lets the service scale to zero',
      }),
    ),
    maxInstances: Type.Optional(
      Type.Integer({
        ...RUNTIME_BOUNDS.maxInstances,
        default: RUNTIME_DEFAULTS.maxInstances,
        description: 'Most running containers; at least minInstances',
      }),
    ),
  },
  {
    ...closed,
    description:
      'Container scaling. The platform resolves the runtime service name and region itself',
  },
);

const servicePath = RelativePath('Directory of the service, relative to the repository root');
const dockerfile = RelativePath('Container build file, relative to the repository root');

export const FrontendService = Type.Object(
  {
    type: Type.Enum(FRONTEND_TYPES, { description: 'A server-rendered web frontend' }),
    path: servicePath,
    buildCommand: Type.Optional(NonEmptyString('Command that builds the service')),
    dockerfile,
    runtime: Type.Optional(Runtime),
  },
  { ...closed, title: 'Frontend service' },
);

export const BackendService = Type.Object(
  {
    type: Type.Enum(BACKEND_TYPES, { description: 'An HTTP API backend' }),
    path: servicePath,
    dockerfile,
    runtime: Type.Optional(Runtime),
  },
  { ...closed, title: 'Backend service' },
);

export const DatabaseService = Type.Object(
  {
    type: Type.Enum(DATABASE_TYPES, { description: 'A GraphQL engine over the database' }),
    path: servicePath,
    hosting: Type.Object(
      {
        embedded: Type.Boolean({
          description: 'true: the platform runs the engine inside the agent; false: separately',
        }),
      },
      { ...closed, description: 'How the platform hosts the database service' },
    ),
  },
  { ...closed, title: 'Database service' },
);

/** A service definition; its `type` decides its kind and so which fields it may have. */
export const Service = Type.Union([FrontendService, BackendService, DatabaseService], {
  // The validator names the kind of thing in its messages: "only a nextjs service has …".
  title: 'Service',
  description: 'A service: its type decides which fields apply',
});

export const AgentManifestSchema = Type.Object(
  {
    apiVersion: Type.String({
      pattern: API_VERSION_PATTERN,
      description: `The platform's domain, then /v1: ${API_VERSION_EXAMPLE}`,
    }),
    kind: Type.Literal(MANIFEST_KIND, { description: 'Always Agent' }),
    metadata: Metadata,
    services: Type.Record(Type.String({ pattern: SERVICE_NAME_PATTERN }), Service, {
      ...closed,
      minProperties: 1,
      description: 'Service name → definition; in use: frontend, backend and database',
    }),
    ci: Type.Object(
      {
        triggerPaths: Type.Array(NonEmptyString('A path glob'), {
          minItems: 1,
          description:
            'A change matching any glob triggers CI; list each service directory (<path>/**) and the manifest itself',
        }),
      },
      { ...closed, description: 'Continuous integration' },
    ),
    deploy: Type.Record(
      Type.String({ pattern: BRANCH_PATTERN_PATTERN }),
      Type.String({
        minLength: 1,
        maxLength: AGENT_NAME_MAX_LENGTH,
        pattern: ENVIRONMENT_NAME_PATTERN,
        description:
          'Environment name: lowercase letters, digits and hyphens (production, staging)',
      }),
      {
        ...closed,
        minProperties: 1,
        description:
          'Branch pattern (* matches within a segment) → environment: main → production, deploy/* → staging',
      },
    ),
  },
  {
    ...closed,
    $id: 'https://platform.example.com/schemas/agent-manifest.v1.schema.json',
    title: 'Agent manifest',
    description:
      'How the platform builds, scales and deploys an agent (Resume Agent spec §2.3). Runtime values — the API base URL, database URLs, ui.version, status, resolved, runtime.service and runtime.region — are resolved by the platform and must not appear.',
  },
);

export type AgentManifest = Static<typeof AgentManifestSchema>;
export type AgentMetadata = Static<typeof Metadata>;
export type ServiceDefinition = Static<typeof Service>;
export type FrontendService = Static<typeof FrontendService>;
export type BackendService = Static<typeof BackendService>;
export type DatabaseService = Static<typeof DatabaseService>;
export type ServiceRuntime = Static<typeof Runtime>;

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && Object.hasOwn(SERVICE_KIND_BY_TYPE, value);
}

/** The scaling a frontend or backend service gets, defaults applied; none for a database. */
export function resolvedRuntime(service: ServiceDefinition): Required<ServiceRuntime> | undefined {
  if (service.type === 'hasura') return undefined;
  return {
    minInstances: service.runtime?.minInstances ?? RUNTIME_DEFAULTS.minInstances,
    maxInstances: service.runtime?.maxInstances ?? RUNTIME_DEFAULTS.maxInstances,
  };
}

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * schema/agent-manifest.schema.json as an object: draft 2020-12, `$schema`, `$id`, `title` and
 * `description` first so that the file reads from the top.
 */
export function manifestSchemaDocument(): Record<string, unknown> {
  const { $id, title, description, ...rest } = JSON.parse(
    JSON.stringify(AgentManifestSchema),
  ) as Record<string, unknown>;
  return { $schema: JSON_SCHEMA_DIALECT, $id, title, description, ...rest };
}
