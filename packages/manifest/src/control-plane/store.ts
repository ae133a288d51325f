/** The control plane's SQL, parameterised, over either engine (style: SQL lives in repositories). */
import type { Queryable } from './database.js';
import type { Manifest } from './schemas.js';

export type Origin = 'register' | 'init' | 'deploy';
export type EventKind = 'registered' | 'init' | 'deployed';

export interface AgentRecord {
  name: string;
  owner: string;
  manifest: Manifest;
  placeholder: boolean;
  origin: Origin;
  registeredAt: string;
  updatedAt: string;
}

export interface EventRecord {
  id: number;
  kind: EventKind;
  actor: string;
  environment: string | null;
  branch: string | null;
  commit: string | null;
  at: string;
  manifest: Manifest;
}

interface AgentRow {
  name: string;
  owner: string;
  manifest: Manifest;
  is_placeholder: boolean;
  origin: Origin;
  registered_at: Date | string;
  updated_at: Date | string;
  [column: string]: unknown;
}

interface EventRow {
  id: number;
  kind: EventKind;
  actor: string;
  environment: string | null;
  branch: string | null;
  commit_sha: string | null;
  occurred_at: Date | string;
  manifest: Manifest;
  [column: string]: unknown;
}

const AGENT_COLUMNS = 'name, owner, manifest, is_placeholder, origin, registered_at, updated_at';
const EVENT_COLUMNS = 'id, kind, actor, environment, branch, commit_sha, manifest, occurred_at';

const toIso = (value: Date | string): string => new Date(value).toISOString();

function toAgent(row: AgentRow): AgentRecord {
  return {
    name: row.name,
    owner: row.owner,
    manifest: row.manifest,
    placeholder: row.is_placeholder,
    origin: row.origin,
    registeredAt: toIso(row.registered_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toEvent(row: EventRow): EventRecord {
  return {
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    environment: row.environment,
    branch: row.branch,
    commit: row.commit_sha,
    at: toIso(row.occurred_at),
    manifest: row.manifest,
  };
}

/** `forUpdate` locks the row until the transaction ends (deploys and inits replace it). */
export async function findAgent(
  db: Queryable,
  name: string,
  { forUpdate = false } = {},
): Promise<AgentRecord | undefined> {
  const rows = await db.query<AgentRow>(
    `SELECT ${AGENT_COLUMNS} FROM control_plane.agents WHERE name = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [name],
  );
  return rows[0] && toAgent(rows[0]);
}

export interface NewAgent {
  name: string;
  owner: string;
  manifest: Manifest;
  placeholder: boolean;
  origin: Origin;
}

/** Undefined when an agent of that name exists already. */
export async function insertAgent(
  db: Queryable,
  agent: NewAgent,
): Promise<AgentRecord | undefined> {
  const rows = await db.query<AgentRow>(
    `INSERT INTO control_plane.agents (name, owner, manifest, is_placeholder, origin)
     VALUES ($1, $2, $3::json, $4, $5)
     ON CONFLICT (name) DO NOTHING
     RETURNING ${AGENT_COLUMNS}`,
    [agent.name, agent.owner, JSON.stringify(agent.manifest), agent.placeholder, agent.origin],
  );
  return rows[0] && toAgent(rows[0]);
}

export async function replaceManifest(db: Queryable, agent: NewAgent): Promise<AgentRecord> {
  const rows = await db.query<AgentRow>(
    `UPDATE control_plane.agents
     SET owner = $2, manifest = $3::json, is_placeholder = $4, origin = $5, updated_at = now()
     WHERE name = $1
     RETURNING ${AGENT_COLUMNS}`,
    [agent.name, agent.owner, JSON.stringify(agent.manifest), agent.placeholder, agent.origin],
  );
  const row = rows[0];
  if (!row) throw new Error(`agent ${agent.name} vanished during an update`);
  return toAgent(row);
}

export interface NewEvent {
  agent: string;
  kind: EventKind;
  actor: string;
  environment?: string | null;
  branch?: string | null;
  commit?: string | null;
  manifest: Manifest;
}

export async function insertEvent(db: Queryable, event: NewEvent): Promise<EventRecord> {
  const rows = await db.query<EventRow>(
    `INSERT INTO control_plane.agent_events
       (agent, kind, actor, environment, branch, commit_sha, manifest)
     VALUES ($1, $2, $3, $4, $5, $6, $7::json)
     RETURNING ${EVENT_COLUMNS}`,
    [
      event.agent,
      event.kind,
      event.actor,
      event.environment ?? null,
      event.branch ?? null,
      event.commit ?? null,
      JSON.stringify(event.manifest),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING returned no row');
  return toEvent(row);
}

/** The latest deploy of each environment, by environment name. */
export async function listLastDeploys(db: Queryable, agent: string): Promise<EventRecord[]> {
  const rows = await db.query<EventRow>(
    `SELECT DISTINCT ON (environment) ${EVENT_COLUMNS}
     FROM control_plane.agent_events
     WHERE agent = $1 AND kind = 'deployed'
     ORDER BY environment, id DESC`,
    [agent],
  );
  return rows.map(toEvent);
}

/** Newest first; `before` is the id of the last event of the previous page. */
export async function listEvents(
  db: Queryable,
  agent: string,
  { limit, before }: { limit: number; before?: number | undefined },
): Promise<EventRecord[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
     FROM control_plane.agent_events
     WHERE agent = $1 AND ($2::integer IS NULL OR id < $2)
     ORDER BY id DESC
     LIMIT $3`,
    [agent, before ?? null, limit],
  );
  return rows.map(toEvent);
}
