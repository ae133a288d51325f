// Fields the platform resolves itself (spec §2.3) are errors anywhere in the file, not only
// where the schema would call them unknown keys: a `DATABASE_URL` under an unknown `env` block
// is a leaked secret first and an unknown key second. Values are never echoed, since a database
// URL usually carries a password.
import { DATABASE_URL_SCHEMES, PLATFORM_RESOLVED_KEYS } from '../schema.js';
import type { Finding } from './findings.js';
import { childPath } from './paths.js';
import type { TreeEntry, TreeNode } from './yaml-tree.js';

export interface PlatformResolvedResult {
  findings: Finding[];
  /** The entries reported here; the schema walker does not report them again. */
  reported: Set<TreeEntry>;
}

/** Keys in these mappings are names the agent chooses (a service, a branch), not fields. */
const NAME_MAPS = new Set(['services', 'deploy']);

/** Spelling-insensitive key endings: `DATABASE_URL`, `databaseUrl`, `HASURA_GRAPHQL_DATABASE_URL`. */
const DATABASE_URL_KEY_ENDINGS = ['databaseurl', 'databaseuri', 'dburl', 'dburi', 'postgresurl'];
const API_BASE_URL_KEY_ENDING = 'apibaseurl';
/** `ui.version`, `runtime.service`, `runtime.region`: a key under a given parent key. */
const NESTED_FIELDS = new Set<string>(PLATFORM_RESOLVED_KEYS.filter((key) => key.includes('.')));
/** `status`, `resolved`: keys the platform resolves wherever they stand. */
const ANYWHERE_FIELDS = new Set<string>(
  PLATFORM_RESOLVED_KEYS.filter((key) => /^[a-z]+$/.test(key)),
);

const DATABASE_URL_VALUE = new RegExp(
  `(?:^|[^a-z0-9+.-])(?:${DATABASE_URL_SCHEMES.join('|')})://`,
  'i',
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The message for a key the platform resolves, or undefined for an ordinary key. */
export function platformResolvedKeyMessage(
  key: string,
  parentKey: string | undefined,
): string | undefined {
  const normal = normalizeKey(key);
  if (normal.endsWith(API_BASE_URL_KEY_ENDING)) {
    return 'the platform resolves the API base URL; remove it from the manifest';
  }
  if (DATABASE_URL_KEY_ENDINGS.some((ending) => normal.endsWith(ending))) {
    return 'the platform resolves database URLs; remove it from the manifest';
  }
  // `version` under `ui`, or the key `ui.version` written with its dot.
  const lower = key.toLowerCase();
  const field =
    parentKey === undefined || lower.includes('.') ? lower : `${parentKey.toLowerCase()}.${lower}`;
  if (NESTED_FIELDS.has(field) || ANYWHERE_FIELDS.has(lower)) {
    return 'the platform resolves this field; remove it from the manifest';
  }
  return undefined;
}

/** Whether a string holds a database URL (`postgres://…`, also inside a longer command). */
export function holdsDatabaseUrl(value: string): boolean {
  return DATABASE_URL_VALUE.test(value);
}

export function findPlatformResolved(root: TreeNode): PlatformResolvedResult {
  const findings: Finding[] = [];
  const reported = new Set<TreeEntry>();
  const report = (offset: number, path: string, message: string) =>
    findings.push({ rule: 'platform-resolved', offset, path, message, severity: 'error' });

  const visit = (node: TreeNode, path: string, parentKey: string | undefined): boolean => {
    if (node.kind === 'scalar') {
      if (typeof node.value !== 'string' || !holdsDatabaseUrl(node.value)) return false;
      report(
        node.offset,
        path,
        'holds a database URL, which the platform resolves; remove it from the manifest',
      );
      return true;
    }
    if (node.kind === 'list') {
      node.items.forEach((item, index) => visit(item, childPath(path, index), undefined));
      return false;
    }
    const areNames = NAME_MAPS.has(path);
    for (const entry of node.entries) {
      const entryPath = childPath(path, entry.key);
      const message = areNames ? undefined : platformResolvedKeyMessage(entry.key, parentKey);
      if (message !== undefined) {
        report(entry.keyOffset, entryPath, message);
        reported.add(entry);
        continue;
      }
      if (visit(entry.value, entryPath, areNames ? undefined : entry.key)) reported.add(entry);
    }
    return false;
  };
  visit(root, '', undefined);
  return { findings, reported };
}
