/**
 * The runtime values the platform resolves for a service in an environment (spec §2.3: the
 * manifest must not contain them). Pure: the same manifest, service and environment always
 * resolve to the same values.
 */
import type { Manifest } from './schemas.js';

export interface RuntimeSettings {
  /** The region the control plane deploys to (`--region`). */
  region: string;
  /** The domain service host names end in (`--domain`). */
  domain: string;
}

const FRONTEND_TYPES = new Set(['nextjs']);
const BACKEND_TYPES = new Set(['node-fastify', 'python-fastapi']);
const DATABASE_TYPES = new Set(['hasura']);

/** The port the platform's containers listen on; the backend reads it as `PORT`. */
const CONTAINER_PORT = '8080';

export function serviceName(agent: string, service: string, environment: string): string {
  return `${agent}-${service}-${environment}`;
}

function host(agent: string, service: string, environment: string, settings: RuntimeSettings) {
  return `${serviceName(agent, service, environment)}.${settings.region}.${settings.domain}`;
}

function firstServiceOf(manifest: Manifest, types: Set<string>): string | undefined {
  return Object.entries(manifest.services).find(([, definition]) =>
    types.has(definition.type),
  )?.[0];
}

/** PostgreSQL behind the database service; its password is a platform secret, never shown. */
function databaseUrl(manifest: Manifest, environment: string, settings: RuntimeSettings) {
  const database = firstServiceOf(manifest, DATABASE_TYPES);
  if (database === undefined) return undefined;
  const agent = manifest.metadata.name;
  const role = `${agent}_${environment}`.replaceAll('-', '_');
  return `postgresql://${role}@${host(agent, database, environment, settings)}:5432/${role}`;
}

/**
 * The values for `service`, in a stable order: the common ones, then those of its kind. Undefined
 * when the manifest has no such service.
 */
export function resolveRuntimeValues(
  manifest: Manifest,
  service: string,
  environment: string,
  settings: RuntimeSettings,
): Record<string, string> | undefined {
  const definition = Object.hasOwn(manifest.services, service)
    ? manifest.services[service]
    : undefined;
  if (definition === undefined) return undefined;
  const agent = manifest.metadata.name;
  const values: Record<string, string> = {
    SERVICE_NAME: serviceName(agent, service, environment),
    ENVIRONMENT: environment,
    REGION: settings.region,
    SERVICE_URL: `https://${host(agent, service, environment, settings)}`,
  };
  if (FRONTEND_TYPES.has(definition.type)) {
    const backend = firstServiceOf(manifest, BACKEND_TYPES);
    if (backend !== undefined) {
      values.NEXT_PUBLIC_API_BASE_URL = `https://${host(agent, backend, environment, settings)}`;
    }
  }
  if (BACKEND_TYPES.has(definition.type)) {
    const url = databaseUrl(manifest, environment, settings);
    if (url !== undefined) values.DATABASE_URL = url;
    values.PORT = CONTAINER_PORT;
  }
  if (DATABASE_TYPES.has(definition.type)) {
    const url = databaseUrl(manifest, environment, settings);
    if (url !== undefined) values.HASURA_GRAPHQL_DATABASE_URL = url;
  }
  return values;
}
