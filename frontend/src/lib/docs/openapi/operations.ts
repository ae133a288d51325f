// The pages of an API reference: which operations an OpenAPI document holds, in which order,
// and under which slugs. Pure: the loader (load.ts) reads the document, this names its parts.
import type { ApiOperation, HttpMethod } from '../types';

export type OpenApiDocument = Record<string, unknown>;

/** The operation methods of an OpenAPI path item, in the order readers expect them when sorted. */
export const HTTP_METHODS: readonly HttpMethod[] = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'options',
  'head',
  'trace',
];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** `listPlants` → `list-plants`, `getAPICases` → `get-api-cases`, `/api/cases/{id}` → `api-cases-id`. */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, else `base-2`, `base-3`, …: the first one not yet taken, which it then takes. */
export function claimSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${String(n)}`;
  taken.add(slug);
  return slug;
}

/** A document's slug from its title, unique among `taken`: `plant-store-api`, `plant-store-api-2`. */
export function documentSlug(title: string, taken: Set<string>): string {
  return claimSlug(kebabCase(title) || 'api', taken);
}

interface FoundOperation {
  path: string;
  method: HttpMethod;
  operation: Record<string, unknown>;
}

/** Every path × method of the document, as the file writes them. */
function findOperations(document: OpenApiDocument): FoundOperation[] {
  const paths = document.paths;
  if (!isRecord(paths)) return [];
  return Object.entries(paths).flatMap(([path, item]) =>
    isRecord(item)
      ? Object.entries(item).flatMap(([key, operation]) =>
          isHttpMethod(key) && isRecord(operation) ? [{ path, method: key, operation }] : [],
        )
      : [],
  );
}

function compareOperations(a: FoundOperation, b: FoundOperation): number {
  // Code-unit order, not locale order: the same on every server, so slugs and URLs are stable.
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The document's operations as API reference pages: in the file's order when `maintainOrder`,
 * else sorted by path, then method (get, post, put, patch, delete, …).
 */
export function listOperations(
  document: OpenApiDocument,
  documentSlug: string,
  maintainOrder: boolean,
): ApiOperation[] {
  const found = findOperations(document);
  const ordered = maintainOrder ? found : [...found].sort(compareOperations);
  const taken = new Set<string>();
  return ordered.map(({ path, method, operation }) => {
    // An operationId without letters or digits (`!!`) names nothing: fall back to method and path.
    const fromId = kebabCase(text(operation.operationId) ?? '');
    const base = fromId === '' ? kebabCase(`${method} ${path}`) : fromId;
    const slug = claimSlug(base, taken);
    const description = text(operation.description);
    return {
      pagePath: `api-reference/${documentSlug}/${slug}`,
      slug,
      method,
      path,
      title: text(operation.summary) ?? `${method.toUpperCase()} ${path}`,
      ...(description === undefined ? {} : { description }),
      tags: Array.isArray(operation.tags)
        ? operation.tags.filter((tag): tag is string => typeof tag === 'string')
        : [],
      deprecated: operation.deprecated === true,
    };
  });
}
