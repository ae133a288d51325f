/**
 * The control plane's wire format: every route's body, params and responses, and the types the
 * typed client uses, come from these schemas (style: schemas are the single source).
 */
import Type, { type Static } from 'typebox';
import {
  AGENT_NAME_MAX_LENGTH,
  AGENT_NAME_PATTERN,
  EMAIL_PATTERN,
  SERVICE_NAME_PATTERN,
} from '../schema.js';

/** An environment name is part of host names (`<agent>-<service>-<environment>.<region>…`). */
const DNS_LABEL = '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$';

// Names and owners follow the manifest schema's rules (one source for both doors).
export const AgentName = Type.String({
  pattern: AGENT_NAME_PATTERN,
  maxLength: AGENT_NAME_MAX_LENGTH,
});
export const EnvironmentName = Type.String({ pattern: DNS_LABEL, maxLength: 63 });
/** The local control plane trusts the identity it is given (spec §5 leaves authentication open). */
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 });
const ShortText = Type.String({ minLength: 1, maxLength: 255 });

export const ErrorBody = Type.Object(
  {
    error: Type.Integer({ description: 'The HTTP status code' }),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    details: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * The parts of a manifest the control plane relies on. The validator (agentctl validate) owns the
 * full rules; the control plane checks only what it reads, and keeps the rest as given.
 */
export const ServiceDefinition = Type.Object(
  { type: ShortText, path: Type.String({ maxLength: 1024 }) },
  { additionalProperties: true },
);
export type ServiceDefinition = Static<typeof ServiceDefinition>;

export const Manifest = Type.Object(
  {
    apiVersion: Type.Optional(Type.String({ maxLength: 255 })),
    kind: Type.Literal('Agent'),
    metadata: Type.Object(
      {
        name: AgentName,
        owner: Email,
        displayName: Type.Optional(Type.String({ maxLength: 255 })),
        description: Type.Optional(Type.String({ maxLength: 4096 })),
      },
      { additionalProperties: true },
    ),
    services: Type.Record(Type.String({ pattern: SERVICE_NAME_PATTERN }), ServiceDefinition, {
      additionalProperties: false,
    }),
    ci: Type.Optional(Type.Object({}, { additionalProperties: true })),
    deploy: Type.Optional(Type.Record(Type.String({ minLength: 1 }), EnvironmentName)),
  },
  { additionalProperties: true },
);
export type Manifest = Static<typeof Manifest>;

export const AgentParams = Type.Object({ name: AgentName });
export const ServiceEnvironmentParams = Type.Object({
  name: AgentName,
  // Any name: one the persisted manifest does not hold is `Service not found` (spec §7), however spelt.
  service: Type.String({ minLength: 1, maxLength: 255 }),
  environment: EnvironmentName,
});

export const Origin = Type.Union([
  Type.Literal('register'),
  Type.Literal('init'),
  Type.Literal('deploy'),
]);

export const ServiceSummary = Type.Object(
  { name: Type.String(), type: Type.String(), path: Type.String() },
  { additionalProperties: false },
);
export type ServiceSummary = Static<typeof ServiceSummary>;

export const DeployRecord = Type.Object(
  {
    id: Type.Integer(),
    environment: Type.String(),
    branch: Type.Union([Type.String(), Type.Null()]),
    commit: Type.Union([Type.String(), Type.Null()]),
    actor: Type.String(),
    at: Type.String({ description: 'RFC 3339' }),
    services: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type DeployRecord = Static<typeof DeployRecord>;

export const AgentStatus = Type.Object(
  {
    name: Type.String(),
    owner: Type.String(),
    registeredAt: Type.String(),
    updatedAt: Type.String(),
    /** True while the persisted manifest is a placeholder with no services (spec §3). */
    placeholder: Type.Boolean(),
    /** What wrote the persisted manifest: registration, `init`, or a confirmed deploy. */
    origin: Origin,
    services: Type.Array(ServiceSummary),
    /** The persisted manifest's `deploy` map: branch pattern → environment. */
    deploy: Type.Record(Type.String(), Type.String()),
    /** The latest deploy of each environment. */
    lastDeploys: Type.Array(DeployRecord),
  },
  { additionalProperties: false },
);
export type AgentStatus = Static<typeof AgentStatus>;

export const RegisterBody = Type.Object(
  { name: AgentName, owner: Email, actor: Type.Optional(Email) },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const InitBody = Type.Object(
  { manifest: Manifest, actor: Email },
  { additionalProperties: false },
);
export type InitBody = Static<typeof InitBody>;

export const PreviewBody = Type.Object(
  {
    manifest: Manifest,
    environment: Type.Union([EnvironmentName, Type.Null()]),
    branch: Type.Optional(ShortText),
  },
  { additionalProperties: false },
);
export type PreviewBody = Static<typeof PreviewBody>;

export const ServiceChange = Type.Object(
  {
    name: Type.String(),
    type: Type.String(),
    /** For a changed service: the top-level fields whose values differ. */
    fields: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);
export type ServiceChange = Static<typeof ServiceChange>;

export const ManifestChanges = Type.Object(
  {
    added: Type.Array(ServiceChange),
    changed: Type.Array(ServiceChange),
    removed: Type.Array(ServiceChange),
    unchanged: Type.Array(ServiceChange),
  },
  { additionalProperties: false },
);
export type ManifestChanges = Static<typeof ManifestChanges>;

export const PreviewResult = Type.Object(
  {
    agent: Type.String(),
    owner: Type.String(),
    environment: Type.Union([Type.String(), Type.Null()]),
    placeholder: Type.Boolean(),
    changes: ManifestChanges,
    /** Always false: a preview persists nothing. */
    persisted: Type.Literal(false),
  },
  { additionalProperties: false },
);
export type PreviewResult = Static<typeof PreviewResult>;

export const DeployBody = Type.Object(
  {
    manifest: Manifest,
    environment: EnvironmentName,
    branch: Type.Union([ShortText, Type.Null()]),
    commit: Type.Union([Type.String({ pattern: '^[0-9a-f]{7,64}$' }), Type.Null()]),
    actor: Email,
  },
  { additionalProperties: false },
);
export type DeployBody = Static<typeof DeployBody>;

export const DeployResult = Type.Object(
  { deploy: DeployRecord, changes: ManifestChanges, agent: AgentStatus },
  { additionalProperties: false },
);
export type DeployResult = Static<typeof DeployResult>;

export const EventKind = Type.Union([
  Type.Literal('registered'),
  Type.Literal('init'),
  Type.Literal('deployed'),
]);

export const HistoryEvent = Type.Object(
  {
    id: Type.Integer(),
    kind: EventKind,
    actor: Type.String(),
    environment: Type.Union([Type.String(), Type.Null()]),
    branch: Type.Union([Type.String(), Type.Null()]),
    commit: Type.Union([Type.String(), Type.Null()]),
    at: Type.String(),
    /** The services of the manifest the event persisted (empty for a placeholder). */
    services: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type HistoryEvent = Static<typeof HistoryEvent>;

export const HistoryQuery = Type.Object(
  {
    // Strings: query values arrive as text and the validator does not coerce types.
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  },
  { additionalProperties: false },
);

export const HistoryPage = Type.Object(
  {
    items: Type.Array(HistoryEvent),
    /** Pass as `before` for the next (older) page; null on the last page. */
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type HistoryPage = Static<typeof HistoryPage>;

export const ServiceEnvironment = Type.Object(
  {
    agent: Type.String(),
    service: Type.String(),
    type: Type.String(),
    environment: Type.String(),
    region: Type.String(),
    /** Platform-resolved runtime values, in a stable order. */
    values: Type.Record(Type.String(), Type.String()),
    lastDeploy: Type.Union([DeployRecord, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ServiceEnvironment = Static<typeof ServiceEnvironment>;

export const Health = Type.Object(
  {
    status: Type.Literal('ok'),
    engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
    region: Type.String(),
  },
  { additionalProperties: false },
);
export type Health = Static<typeof Health>;
