// The document the playground of one operation page shows: the operation alone, with the
// servers and the authentication site.json prescribes. Pure; the page computes it on the server
// so the browser receives one operation, not the whole API.
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import type { ApiOperation } from '../types';
import { HTTP_METHODS, isRecord, type OpenApiDocument } from './operations';

type AuthMethod = NonNullable<NonNullable<ResolvedSiteConfig['api']['auth']>['method']>;

/**
 * The name of the security scheme site.json's `api.auth` becomes. Fixed per method, so the
 * playground can prefill it and a token stored for one page is found on the next.
 */
export const PLAYGROUND_SCHEME_NAMES: Readonly<Record<AuthMethod, string>> = {
  bearer: 'bearerAuth',
  basic: 'basicAuth',
  key: 'apiKeyAuth',
};

/** The header an `apiKey` scheme uses when site.json names none and the document has none. */
const DEFAULT_KEY_HEADER = 'X-API-Key';

/** Keys a path item may hold besides its operations, and which still apply to them. */
const SHARED_PATH_ITEM_KEYS = ['summary', 'description', 'servers', 'parameters', '$ref'];

/**
 * A copy of the document with only the operation's path and method. Info, servers, security
 * and components stay (the operation's `$ref`s point into components); webhooks go, and so do
 * tags: Scalar wraps a tagged operation in a tag section (description, list of endpoints) that
 * would only repeat the page the operation already is.
 */
export function documentForOperation(
  document: OpenApiDocument,
  operation: Pick<ApiOperation, 'path' | 'method'>,
): OpenApiDocument {
  const {
    paths,
    webhooks: _webhooks,
    tags: _tags,
    'x-tagGroups': _tagGroups,
    ...rest
  } = structuredClone(document);
  const item = isRecord(paths) ? paths[operation.path] : undefined;
  const pathItem = isRecord(item)
    ? Object.fromEntries(
        Object.entries(item).flatMap(([key, value]): [string, unknown][] => {
          if (key === operation.method && isRecord(value)) {
            const { tags: _operationTags, ...untagged } = value;
            return [[key, untagged]];
          }
          return SHARED_PATH_ITEM_KEYS.includes(key) ? [[key, value]] : [];
        }),
      )
    : {};
  return { ...rest, paths: { [operation.path]: pathItem } };
}

function schemes(document: OpenApiDocument): Record<string, unknown> {
  const components = isRecord(document.components) ? document.components : {};
  return isRecord(components.securitySchemes) ? components.securitySchemes : {};
}

function findScheme(
  document: OpenApiDocument,
  matches: (scheme: Record<string, unknown>) => boolean,
): Record<string, unknown> | undefined {
  return Object.values(schemes(document)).find(
    (scheme): scheme is Record<string, unknown> => isRecord(scheme) && matches(scheme),
  );
}

function isHttpScheme(name: string) {
  return (scheme: Record<string, unknown>) =>
    scheme.type === 'http' && String(scheme.scheme).toLowerCase() === name;
}

function playgroundScheme(
  document: OpenApiDocument,
  auth: NonNullable<ResolvedSiteConfig['api']['auth']>,
  method: AuthMethod,
): Record<string, unknown> {
  const scheme =
    method === 'key'
      ? {
          type: 'apiKey',
          in: 'header',
          name:
            auth.name ??
            findScheme(document, (s) => s.type === 'apiKey' && s.in === 'header')?.name ??
            DEFAULT_KEY_HEADER,
        }
      : { type: 'http', scheme: method };
  // The document's own words about the same kind of credential are still the best help text.
  const described = findScheme(document, (s) =>
    method === 'key' ? s.type === 'apiKey' : isHttpScheme(method)(s),
  )?.description;
  const parts = [typeof described === 'string' ? described : undefined, basicNamesHint(auth)];
  const description = parts.filter(Boolean).join('\n\n');
  return description ? { ...scheme, description } : scheme;
}

/**
 * Scalar labels the two inputs of basic auth "Username" and "Password" and offers no way to
 * rename them, so site.json's `usernameName:passwordName` is said in the scheme's description.
 */
function basicNamesHint(auth: NonNullable<ResolvedSiteConfig['api']['auth']>): string | undefined {
  if (auth.method !== 'basic' || !auth.name) return undefined;
  const [user = '', password = ''] = auth.name.split(':', 2).map((part) => part.trim());
  if (!user || !password) return undefined;
  return `Username: your ${user}. Password: your ${password}.`;
}

/** Operation-level `security` would override the global one site.json prescribes; `[]` (public) stays. */
function dropOperationSecurity(paths: unknown): void {
  if (!isRecord(paths)) return;
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (
        isRecord(operation) &&
        Array.isArray(operation.security) &&
        operation.security.length > 0
      ) {
        delete operation.security;
      }
    }
  }
}

/** Keys whose values are data, not schema: their key order is the author's, whatever the setting. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

function parameterName(parameter: unknown, document: OpenApiDocument): string {
  if (!isRecord(parameter)) return '';
  const ref = parameter.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/parameters/')) {
    const components = isRecord(document.components) ? document.components : {};
    const shared = isRecord(components.parameters) ? components.parameters : {};
    return parameterName(shared[ref.slice('#/components/parameters/'.length)], document);
  }
  return typeof parameter.name === 'string' ? parameter.name : '';
}

/** Sorts every schema's `properties` and every `parameters` list alphabetically, in place. */
function sortAlphabetically(node: unknown, document: OpenApiDocument): void {
  if (Array.isArray(node)) {
    for (const child of node) sortAlphabetically(child, document);
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties' && isRecord(value)) {
      node[key] = Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
    } else if (key === 'parameters' && Array.isArray(value)) {
      value.sort((a, b) => parameterName(a, document).localeCompare(parameterName(b, document)));
    }
    sortAlphabetically(node[key], document);
  }
}

/**
 * A copy of the document as the playground should use it: site.json's base URLs as its
 * servers, site.json's authentication as its only security scheme for every operation, and,
 * unless `maintainOrder`, properties and parameters in alphabetical order.
 */
export function withPlaygroundSettings(
  document: OpenApiDocument,
  config: Pick<ResolvedSiteConfig, 'api'>,
): OpenApiDocument {
  const copy = structuredClone(document);
  const { baseUrl, auth, maintainOrder } = config.api;
  const baseUrls = baseUrl === undefined ? [] : [baseUrl].flat();
  if (baseUrls.length > 0) copy.servers = baseUrls.map((url) => ({ url }));

  const method = auth?.method;
  if (auth && method) {
    const name = PLAYGROUND_SCHEME_NAMES[method];
    const components = isRecord(copy.components) ? copy.components : {};
    copy.components = {
      ...components,
      securitySchemes: { [name]: playgroundScheme(document, auth, method) },
    };
    copy.security = [{ [name]: [] }];
    dropOperationSecurity(copy.paths);
  }

  if (maintainOrder !== true) sortAlphabetically(copy, copy);
  return copy;
}
