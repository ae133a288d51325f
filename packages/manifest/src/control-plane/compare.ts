/** What a deploy of `next` would change in the persisted manifest's services. Pure. */
import type { Manifest, ManifestChanges, ServiceChange } from './schemas.js';

/** JSON with sorted keys: two definitions are equal when their canonical texts are. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function compareServices(persisted: Manifest, next: Manifest): ManifestChanges {
  const changes: ManifestChanges = { added: [], changed: [], removed: [], unchanged: [] };
  for (const [name, definition] of Object.entries(next.services)) {
    const before = Object.hasOwn(persisted.services, name) ? persisted.services[name] : undefined;
    if (before === undefined) {
      changes.added.push({ name, type: definition.type });
      continue;
    }
    const [a, b] = [before as Record<string, unknown>, definition as Record<string, unknown>];
    const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (field) => canonical(a[field]) !== canonical(b[field]),
    );
    const change: ServiceChange = { name, type: definition.type };
    if (fields.length > 0) changes.changed.push({ ...change, fields });
    else changes.unchanged.push(change);
  }
  for (const [name, definition] of Object.entries(persisted.services)) {
    if (!Object.hasOwn(next.services, name)) changes.removed.push({ name, type: definition.type });
  }
  return changes;
}
