/**
 * The control plane's rules (spec §3): registration creates a placeholder with no services;
 * a preview compares without persisting; only the owner's confirmed deploy persists the real
 * services; `init` registers a starter only for an agent without a deployed manifest of its own.
 * The routes are a thin shell around these functions.
 */
import { compareServices } from './compare.js';
import type { Database, Queryable } from './database.js';
import { ControlPlaneError } from './errors.js';
import { resolveRuntimeValues, type RuntimeSettings } from './runtime-values.js';
import type {
  AgentStatus,
  DeployBody,
  DeployRecord,
  DeployResult,
  HistoryPage,
  InitBody,
  Manifest,
  PreviewBody,
  PreviewResult,
  RegisterBody,
  ServiceEnvironment,
} from './schemas.js';
import {
  findAgent,
  insertAgent,
  insertEvent,
  listEvents,
  listLastDeploys,
  replaceManifest,
  type AgentRecord,
  type EventRecord,
} from './store.js';

/** What registration persists: the agent's name and owner, no services. */
export function placeholderManifest(name: string, owner: string): Manifest {
  return { kind: 'Agent', metadata: { name, owner }, services: {}, deploy: {} };
}

function toDeployRecord(event: EventRecord): DeployRecord {
  return {
    id: event.id,
    environment: event.environment ?? '',
    branch: event.branch,
    commit: event.commit,
    actor: event.actor,
    at: event.at,
    services: Object.keys(event.manifest.services),
  };
}

async function statusOf(db: Queryable, agent: AgentRecord): Promise<AgentStatus> {
  const deploys = await listLastDeploys(db, agent.name);
  return {
    name: agent.name,
    owner: agent.owner,
    registeredAt: agent.registeredAt,
    updatedAt: agent.updatedAt,
    placeholder: agent.placeholder,
    origin: agent.origin,
    services: Object.entries(agent.manifest.services).map(([name, definition]) => ({
      name,
      type: definition.type,
      path: definition.path,
    })),
    deploy: agent.manifest.deploy ?? {},
    lastDeploys: deploys.map(toDeployRecord),
  };
}

async function requireAgent(
  db: Queryable,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<AgentRecord> {
  const agent = await findAgent(db, name, options);
  if (!agent) {
    throw new ControlPlaneError('AGENT_NOT_FOUND', 404, `Agent ${name} is not registered`, {
      agent: name,
    });
  }
  return agent;
}

function requireManifestFor(name: string, manifest: Manifest): void {
  if (manifest.metadata.name !== name) {
    throw new ControlPlaneError(
      'MANIFEST_MISMATCH',
      400,
      `The manifest describes agent ${manifest.metadata.name}, not ${name}`,
    );
  }
}

function environmentsOf(manifest: Manifest): string[] {
  return [...new Set(Object.values(manifest.deploy ?? {}))];
}

function requireEnvironmentOf(manifest: Manifest, environment: string): void {
  const environments = environmentsOf(manifest);
  if (!environments.includes(environment)) {
    throw new ControlPlaneError(
      'UNKNOWN_ENVIRONMENT',
      400,
      `The manifest's deploy map names no environment ${environment} (it names: ${environments.join(', ') || 'none'})`,
    );
  }
}

export async function registerAgent(db: Database, body: RegisterBody): Promise<AgentStatus> {
  return db.transaction(async (tx) => {
    const manifest = placeholderManifest(body.name, body.owner);
    const agent = await insertAgent(tx, {
      name: body.name,
      owner: body.owner,
      manifest,
      placeholder: true,
      origin: 'register',
    });
    if (!agent) {
      const existing = await requireAgent(tx, body.name);
      throw new ControlPlaneError(
        'AGENT_EXISTS',
        409,
        `Agent ${body.name} is already registered (owner ${existing.owner})`,
      );
    }
    await insertEvent(tx, {
      agent: agent.name,
      kind: 'registered',
      actor: body.actor ?? body.owner,
      manifest,
    });
    return statusOf(tx, agent);
  });
}

export async function getAgentStatus(db: Database, name: string): Promise<AgentStatus> {
  return statusOf(db, await requireAgent(db, name));
}

export async function getPersistedManifest(db: Database, name: string): Promise<Manifest> {
  return (await requireAgent(db, name)).manifest;
}

/**
 * Registers a generated starter (no services) in place of the agent's manifest. Refused for an
 * agent whose persisted manifest came from a confirmed deploy: it has a manifest of its own.
 */
export async function initAgent(
  db: Database,
  name: string,
  body: InitBody,
): Promise<{ status: AgentStatus; created: boolean }> {
  requireManifestFor(name, body.manifest);
  if (Object.keys(body.manifest.services).length > 0) {
    throw new ControlPlaneError(
      'STARTER_HAS_SERVICES',
      400,
      'A starter manifest has no services; services are persisted by a confirmed deploy',
    );
  }
  return db.transaction(async (tx) => {
    const starter = {
      name,
      owner: body.manifest.metadata.owner,
      manifest: body.manifest,
      placeholder: true,
      origin: 'init' as const,
    };
    let agent = await insertAgent(tx, starter);
    const created = agent !== undefined;
    if (!agent) {
      const existing = await requireAgent(tx, name, { forUpdate: true });
      if (existing.origin === 'deploy') {
        throw new ControlPlaneError(
          'HAS_OWN_MANIFEST',
          409,
          `Agent ${name} has its own manifest (persisted by a confirmed deploy); init must not replace it`,
        );
      }
      if (body.actor !== existing.owner) {
        throw new ControlPlaneError(
          'NOT_OWNER',
          403,
          `Only ${name}'s owner (${existing.owner}) may replace its manifest; ${body.actor} is not`,
        );
      }
      agent = await replaceManifest(tx, starter);
    }
    await insertEvent(tx, {
      agent: name,
      kind: 'init',
      actor: body.actor,
      manifest: body.manifest,
    });
    return { status: await statusOf(tx, agent), created };
  });
}

/** What a confirmed deploy of `body.manifest` would change. Persists nothing, not even history. */
export async function previewDeploy(
  db: Database,
  name: string,
  body: PreviewBody,
): Promise<PreviewResult> {
  requireManifestFor(name, body.manifest);
  if (body.environment !== null) requireEnvironmentOf(body.manifest, body.environment);
  const agent = await requireAgent(db, name);
  return {
    agent: name,
    owner: agent.owner,
    environment: body.environment,
    placeholder: agent.placeholder,
    changes: compareServices(agent.manifest, body.manifest),
    persisted: false,
  };
}

/** The owner's deliberate deploy: the persisted manifest becomes the real one (spec §3). */
export async function confirmDeploy(
  db: Database,
  name: string,
  body: DeployBody,
): Promise<DeployResult> {
  requireManifestFor(name, body.manifest);
  requireEnvironmentOf(body.manifest, body.environment);
  if (Object.keys(body.manifest.services).length === 0) {
    throw new ControlPlaneError(
      'NO_SERVICES',
      400,
      'The manifest has no services: a deploy persists the services of a real manifest',
    );
  }
  return db.transaction(async (tx) => {
    const agent = await requireAgent(tx, name, { forUpdate: true });
    if (body.actor !== agent.owner) {
      throw new ControlPlaneError(
        'NOT_OWNER',
        403,
        `Only ${name}'s owner (${agent.owner}) may confirm a deploy; ${body.actor} is not`,
      );
    }
    if (body.manifest.metadata.owner !== agent.owner) {
      throw new ControlPlaneError(
        'OWNER_MISMATCH',
        409,
        `The manifest names owner ${body.manifest.metadata.owner}, but ${name} is registered to ${agent.owner}`,
      );
    }
    const changes = compareServices(agent.manifest, body.manifest);
    const updated = await replaceManifest(tx, {
      name,
      owner: agent.owner,
      manifest: body.manifest,
      placeholder: false,
      origin: 'deploy',
    });
    const event = await insertEvent(tx, {
      agent: name,
      kind: 'deployed',
      actor: body.actor,
      environment: body.environment,
      branch: body.branch,
      commit: body.commit,
      manifest: body.manifest,
    });
    return { deploy: toDeployRecord(event), changes, agent: await statusOf(tx, updated) };
  });
}

/** The runtime values of one service in one environment, or `Service not found` (spec §7). */
export async function resolveServiceEnvironment(
  db: Database,
  settings: RuntimeSettings,
  params: { name: string; service: string; environment: string },
): Promise<ServiceEnvironment> {
  const agent = await requireAgent(db, params.name);
  const values = resolveRuntimeValues(agent.manifest, params.service, params.environment, settings);
  const definition = agent.manifest.services[params.service];
  if (values === undefined || definition === undefined) {
    throw new ControlPlaneError('SERVICE_NOT_FOUND', 404, 'Service not found', {
      agent: agent.name,
      service: params.service,
      placeholder: agent.placeholder,
      services: Object.keys(agent.manifest.services),
    });
  }
  const environments = environmentsOf(agent.manifest);
  if (!environments.includes(params.environment)) {
    throw new ControlPlaneError(
      'ENVIRONMENT_NOT_FOUND',
      404,
      `Environment not found: ${agent.name}'s deploy map names ${environments.join(', ') || 'no environment'}`,
      { agent: agent.name, environment: params.environment, environments },
    );
  }
  const lastDeploy = (await listLastDeploys(db, agent.name)).find(
    (event) => event.environment === params.environment,
  );
  return {
    agent: agent.name,
    service: params.service,
    type: definition.type,
    environment: params.environment,
    region: settings.region,
    values,
    lastDeploy: lastDeploy ? toDeployRecord(lastDeploy) : null,
  };
}

export async function listHistory(
  db: Database,
  name: string,
  page: { limit: number; before?: number | undefined },
): Promise<HistoryPage> {
  await requireAgent(db, name);
  // One more than asked tells whether an older page exists.
  const events = await listEvents(db, name, { limit: page.limit + 1, before: page.before });
  const items = events.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map((event) => ({
      id: event.id,
      kind: event.kind,
      actor: event.actor,
      environment: event.environment,
      branch: event.branch,
      commit: event.commit,
      at: event.at,
      services: Object.keys(event.manifest.services),
    })),
    nextCursor: events.length > page.limit && last ? String(last.id) : null,
  };
}
