/** Text for people: status, deploy records and manifest changes. */
import type {
  AgentStatus,
  DeployRecord,
  HistoryEvent,
  ManifestChanges,
  ServiceChange,
} from '../control-plane/schemas.js';

export function table(rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
        .join('  '),
  );
}

const ORIGIN = {
  register: 'registered with agentctl register',
  init: 'a starter registered with agentctl init',
  deploy: 'persisted by a confirmed deploy',
} as const;

export function shortCommit(commit: string | null): string {
  return commit ? commit.slice(0, 7) : 'no commit';
}

export function deployLine(deploy: DeployRecord): string[] {
  return [
    deploy.environment,
    `${deploy.branch ?? 'no branch'} @ ${shortCommit(deploy.commit)}`,
    `by ${deploy.actor}`,
    deploy.at,
  ];
}

export function formatStatus(status: AgentStatus, controlPlaneUrl: string): string {
  const lines = [
    `Agent:     ${status.name}`,
    `Owner:     ${status.owner}`,
    `Registered ${status.registeredAt} at ${controlPlaneUrl}`,
  ];
  if (status.placeholder) {
    lines.push(`Manifest:  a placeholder with no services (${ORIGIN[status.origin]})`);
    lines.push('           agentctl env <service> answers Service not found until the owner');
    lines.push('           persists the real services with agentctl deploy --confirm');
  } else {
    lines.push(
      `Manifest:  ${status.services.length} services (${ORIGIN[status.origin]}, ${status.updatedAt})`,
    );
    lines.push(
      ...table(status.services.map((service) => [service.name, service.type, service.path])),
    );
  }
  const environments = Object.entries(status.deploy);
  if (environments.length > 0) {
    lines.push(
      'Deploys:',
      ...table(environments.map(([pattern, environment]) => [pattern, '→', environment])),
    );
  }
  lines.push(
    status.lastDeploys.length === 0 ? 'Last deploys: none' : 'Last deploys:',
    ...table(status.lastDeploys.map(deployLine)),
  );
  return `${lines.join('\n')}\n`;
}

function names(changes: readonly ServiceChange[]): string {
  return changes.map((change) => `${change.name} (${change.type})`).join(', ');
}

/** One line per kind of change that happens; `none` when nothing would change. */
export function formatChanges(changes: ManifestChanges, indent = '  '): string[] {
  const lines: string[] = [];
  if (changes.added.length > 0) lines.push(`${indent}add        ${names(changes.added)}`);
  for (const change of changes.changed) {
    lines.push(`${indent}change     ${change.name} (${(change.fields ?? []).join(', ')})`);
  }
  if (changes.removed.length > 0) lines.push(`${indent}remove     ${names(changes.removed)}`);
  if (changes.unchanged.length > 0) lines.push(`${indent}unchanged  ${names(changes.unchanged)}`);
  return lines.length > 0 ? lines : [`${indent}nothing: the manifest has no services`];
}

export function historyLine(event: HistoryEvent): string[] {
  const where =
    event.kind === 'deployed'
      ? `${event.environment ?? ''} from ${event.branch ?? 'no branch'} @ ${shortCommit(event.commit)}`
      : '';
  return [
    String(event.id),
    event.at,
    event.kind,
    event.actor,
    where,
    event.services.length > 0 ? event.services.join(', ') : 'no services',
  ];
}
