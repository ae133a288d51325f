/**
 * The catalogue of every entry point the suite attacks, with what a valid request to each
 * looks like. coverage.test.ts compares it with the routes the app really has, so a route
 * added without an entry here fails the suite.
 */
import type { FastifyInstance } from 'fastify';
import type { Credentials, Principal } from './hostile-app.js';

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
export type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface BodyField {
  /** Dotted for nested fields: `fields.salary`. */
  path: string;
  /** The JSON types the field accepts; every other type must be refused with 400. */
  types: readonly JsonType[];
  isRequired: boolean;
  /**
   * Free text: any string within its length may be valid, so a hostile string may earn a 2xx.
   * Other string fields (enums, URLs, scopes) must refuse one.
   */
  isFreeText?: boolean;
}

export interface JsonBody {
  /** A body the route accepts. */
  valid: () => Record<string, unknown>;
  fields: readonly BodyField[];
}

export interface QueryParameter {
  name: string;
  valid: string;
  /** Whether a raw value is one the route should serve (a 2xx); any other must be a 400. */
  accepts: (raw: string) => boolean;
}

const integerWithin = (min: number, max: number) => (raw: string) =>
  /^-?[0-9]+$/.test(raw) && Number(raw) >= min && Number(raw) <= max;

export interface EntryPoint {
  method: Method;
  /** The route as Fastify names it (`/api/cases/:id`). */
  route: string;
  /** REST answers in the Error shape; GraphQL in its own; a preflight in CORS terms. */
  kind: 'rest' | 'graphql' | 'preflight';
  /** The credentials that get past the route's guard; 'none' for public routes. */
  credentials: Credentials;
  /** The URL of a request the route accepts, for this principal. */
  url: (principal: Principal) => string;
  /** Replaces the id in the URL, for routes with one. */
  urlWithId?: (id: string) => string;
  body?: JsonBody;
  query?: readonly QueryParameter[];
  /** A request that reaches the handler changes state, so attacks must use other rows. */
  isDestructive?: boolean;
}

const text = (path: string, isRequired = false): BodyField => ({
  path,
  types: isRequired ? ['string'] : ['string', 'null'],
  isRequired,
  isFreeText: true,
});

const caseTextFields: readonly BodyField[] = [
  text('company'),
  text('location'),
  text('description'),
  text('notes'),
  { path: 'jobUrl', types: ['string', 'null'], isRequired: false },
  { path: 'status', types: ['string'], isRequired: false },
  { path: 'fields', types: ['object'], isRequired: false },
  { path: 'fields.priority', types: ['string', 'null'], isRequired: false },
  { path: 'fields.remote', types: ['boolean', 'null'], isRequired: false },
  text('fields.salary'),
];

const validCase = () => ({
  title: 'Senior backend engineer',
  company: 'Northwind',
  location: 'Remote',
  jobUrl: 'https://jobs.example.com/42',
  description: 'Requirements: TypeScript, PostgreSQL',
  notes: 'Referred by a friend',
  status: 'draft',
  fields: { priority: 'high', remote: true, salary: '100k' },
});

let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `hostile${counter}.${Date.now()}@example.com`;
};

const caseUrl = (id: string) => `/api/cases/${id}`;
const tokenUrl = (id: string) => `/api/tokens/${id}`;
const sessionUrl = (id: string) => `/api/auth/sessions/${id}`;
/** A well-formed id that names nothing, so attacks on destructive routes change no row. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const REST_ENTRY_POINTS: readonly EntryPoint[] = [
  { method: 'GET', route: '/health', kind: 'rest', credentials: 'none', url: () => '/health' },
  { method: 'HEAD', route: '/health', kind: 'rest', credentials: 'none', url: () => '/health' },
  {
    method: 'GET',
    route: '/api/openapi.json',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/openapi.json',
  },
  {
    method: 'HEAD',
    route: '/api/openapi.json',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/openapi.json',
  },
  {
    method: 'GET',
    route: '/openapi/plants.json',
    kind: 'rest',
    credentials: 'none',
    url: () => '/openapi/plants.json',
  },
  {
    method: 'HEAD',
    route: '/openapi/plants.json',
    kind: 'rest',
    credentials: 'none',
    url: () => '/openapi/plants.json',
  },
  {
    method: 'POST',
    route: '/api/auth/sign-up',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/auth/sign-up',
    body: {
      valid: () => ({
        email: freshEmail(),
        password: 'correct horse battery staple',
        displayName: 'Ada',
      }),
      fields: [
        { path: 'email', types: ['string'], isRequired: true },
        { path: 'password', types: ['string'], isRequired: true, isFreeText: true },
        { path: 'displayName', types: ['string'], isRequired: false, isFreeText: true },
      ],
    },
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/auth/sign-in',
    body: {
      // Signing in is refused (401) for an unknown account: the attack is on the parsing.
      valid: () => ({ email: freshEmail(), password: 'correct horse battery staple' }),
      fields: [
        { path: 'email', types: ['string'], isRequired: true },
        { path: 'password', types: ['string'], isRequired: true, isFreeText: true },
      ],
    },
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/auth/forgot-password',
    body: {
      // 202 for any well-formed address, an account or not (the link goes to the log here).
      valid: () => ({ email: freshEmail() }),
      fields: [{ path: 'email', types: ['string'], isRequired: true }],
    },
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/auth/reset-password',
    body: {
      // No link was sent, so every token is refused (400): the attack is on the parsing.
      valid: () => ({ token: 'a-link-nobody-sent', password: 'correct horse battery staple' }),
      fields: [
        { path: 'token', types: ['string'], isRequired: true, isFreeText: true },
        { path: 'password', types: ['string'], isRequired: true, isFreeText: true },
      ],
    },
  },
  {
    method: 'POST',
    route: '/api/auth/confirm-email',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/auth/confirm-email',
    body: {
      // No such link was sent, so every token is refused (400): the attack is on the parsing.
      valid: () => ({ token: 'a-link-nobody-sent' }),
      fields: [{ path: 'token', types: ['string'], isRequired: true, isFreeText: true }],
    },
  },
  {
    // With a token, not the principal's session: a sign-out that worked would end it.
    method: 'POST',
    route: '/api/auth/sign-out',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/auth/sign-out',
  },
  {
    method: 'GET',
    route: '/api/auth/me',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/auth/me',
  },
  {
    method: 'HEAD',
    route: '/api/auth/me',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/auth/me',
  },
  {
    method: 'GET',
    route: '/api/calendar/:feed',
    kind: 'rest',
    credentials: 'none',
    url: (principal) => principal.calendarFeedPath,
    urlWithId: (feed) => `/api/calendar/${feed}`,
  },
  {
    method: 'HEAD',
    route: '/api/calendar/:feed',
    kind: 'rest',
    credentials: 'none',
    url: (principal) => principal.calendarFeedPath,
    urlWithId: (feed) => `/api/calendar/${feed}`,
  },
  {
    // Public, like the feed: the token is the credential. None was made with this suite's
    // secret for these values, so every one is refused (400): the attack is on the parsing.
    method: 'POST',
    route: '/api/reminder-email/unsubscribe',
    kind: 'rest',
    credentials: 'none',
    url: () => '/api/reminder-email/unsubscribe',
    query: [{ name: 'token', valid: 'a-link-nobody-sent', accepts: () => false }],
  },
  {
    method: 'GET',
    route: '/api/auth/sessions',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/auth/sessions',
  },
  {
    method: 'HEAD',
    route: '/api/auth/sessions',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/auth/sessions',
  },
  {
    method: 'DELETE',
    route: '/api/auth/sessions/:id',
    kind: 'rest',
    credentials: 'session',
    url: () => sessionUrl(UNKNOWN_ID),
    urlWithId: sessionUrl,
    isDestructive: true,
  },
  {
    // Signs out the principal's other sessions (it has none): its own session stays.
    method: 'POST',
    route: '/api/auth/sign-out-others',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/auth/sign-out-others',
  },
  {
    method: 'GET',
    route: '/api/auth/export',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/auth/export',
  },
  {
    method: 'POST',
    route: '/api/auth/delete-account',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/auth/delete-account',
    body: {
      // Refused (403) for a wrong password: the attack is on the parsing, never the account.
      valid: () => ({ password: 'not the principal password' }),
      fields: [{ path: 'password', types: ['string'], isRequired: true, isFreeText: true }],
    },
  },
  {
    method: 'POST',
    route: '/api/tokens',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/tokens',
    body: {
      valid: () => ({ name: 'ci script', scopes: ['cases:read'] }),
      fields: [
        { path: 'name', types: ['string'], isRequired: true, isFreeText: true },
        { path: 'scopes', types: ['array'], isRequired: true },
      ],
    },
  },
  {
    method: 'GET',
    route: '/api/tokens',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/tokens',
  },
  {
    method: 'HEAD',
    route: '/api/tokens',
    kind: 'rest',
    credentials: 'session',
    url: () => '/api/tokens',
  },
  {
    method: 'DELETE',
    route: '/api/tokens/:id',
    kind: 'rest',
    credentials: 'session',
    url: () => tokenUrl(UNKNOWN_ID),
    urlWithId: tokenUrl,
    isDestructive: true,
  },
  {
    method: 'GET',
    route: '/api/cases',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/cases',
    query: [
      // Words in the pattern's alphabet reach the status check, which may accept them.
      { name: 'status', valid: 'draft,applied', accepts: (raw) => /^[a-z]+(,[a-z]+)*$/.test(raw) },
      { name: 'q', valid: 'engineer', accepts: (raw) => raw.length <= 200 },
      { name: 'limit', valid: '10', accepts: integerWithin(1, 200) },
      { name: 'cursor', valid: '', accepts: (raw) => raw === '' },
    ],
  },
  {
    method: 'HEAD',
    route: '/api/cases',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/cases',
    query: [{ name: 'limit', valid: '10', accepts: integerWithin(1, 200) }],
  },
  {
    method: 'POST',
    route: '/api/cases',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/cases',
    body: { valid: validCase, fields: [text('title', true), ...caseTextFields] },
  },
  {
    method: 'GET',
    route: '/api/cases/schema',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/cases/schema',
  },
  {
    method: 'HEAD',
    route: '/api/cases/schema',
    kind: 'rest',
    credentials: 'token',
    url: () => '/api/cases/schema',
  },
  {
    method: 'GET',
    route: '/api/cases/:id',
    kind: 'rest',
    credentials: 'token',
    url: (principal) => caseUrl(principal.caseId),
    urlWithId: caseUrl,
  },
  {
    method: 'HEAD',
    route: '/api/cases/:id',
    kind: 'rest',
    credentials: 'token',
    url: (principal) => caseUrl(principal.caseId),
    urlWithId: caseUrl,
  },
  {
    method: 'PATCH',
    route: '/api/cases/:id',
    kind: 'rest',
    credentials: 'token',
    url: (principal) => caseUrl(principal.caseId),
    urlWithId: caseUrl,
    body: {
      valid: () => ({ title: 'Staff engineer', notes: 'Second round' }),
      fields: [
        { ...text('title'), types: ['string'] },
        ...caseTextFields.filter((field) => field.path !== 'status'),
      ],
    },
  },
  {
    method: 'POST',
    route: '/api/cases/:id/status',
    kind: 'rest',
    credentials: 'token',
    url: (principal) => `${caseUrl(principal.caseId)}/status`,
    urlWithId: (id) => `${caseUrl(id)}/status`,
    body: {
      // Valid by the schema; the move itself may be refused (409), which is a clean answer too.
      valid: () => ({ status: 'draft', note: 'Back to draft' }),
      fields: [
        { path: 'status', types: ['string'], isRequired: true },
        { path: 'note', types: ['string'], isRequired: false, isFreeText: true },
      ],
    },
  },
  {
    method: 'GET',
    route: '/plants',
    kind: 'rest',
    credentials: 'token',
    url: () => '/plants',
    query: [{ name: 'limit', valid: '5', accepts: integerWithin(0, 2 ** 31 - 1) }],
  },
  {
    method: 'HEAD',
    route: '/plants',
    kind: 'rest',
    credentials: 'token',
    url: () => '/plants',
    query: [{ name: 'limit', valid: '5', accepts: integerWithin(0, 2 ** 31 - 1) }],
  },
];

export const OTHER_ENTRY_POINTS: readonly EntryPoint[] = [
  {
    method: 'POST',
    route: '/graphql',
    kind: 'graphql',
    credentials: 'session',
    url: () => '/graphql',
  },
  {
    method: 'GET',
    route: '/graphql',
    kind: 'graphql',
    credentials: 'session',
    url: () => '/graphql',
  },
  {
    method: 'HEAD',
    route: '/graphql',
    kind: 'graphql',
    credentials: 'session',
    url: () => '/graphql',
  },
  // CORS (src/http/cors.ts) answers every OPTIONS request (preflights) through this catch-all route.
  {
    method: 'OPTIONS',
    route: '*',
    kind: 'preflight',
    credentials: 'none',
    url: () => '/api/cases',
  },
];

export const ENTRY_POINTS: readonly EntryPoint[] = [...REST_ENTRY_POINTS, ...OTHER_ENTRY_POINTS];

export const keyOf = ({ method, route }: { method: string; route: string }): string =>
  `${method} ${route}`;

/**
 * Every method and route the app serves, read from Fastify's own route tree
 * (`printRoutes`), so nothing registered by a plugin can hide from the comparison.
 */
export function routesOf(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2] ?? ''}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((part) => part.trim()))
      if (method !== '') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Sets `value` at a dotted path of a copy of `body`; `undefined` removes the key. */
export function withField(
  body: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    target[key] = typeof next === 'object' && next !== null ? next : {};
    target = target[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? '';
  if (value === undefined) Reflect.deleteProperty(target, last);
  else target[last] = value;
  return copy;
}

export const bodyEntryPoints = REST_ENTRY_POINTS.filter(
  (entry): entry is EntryPoint & { body: JsonBody } => entry.body !== undefined,
);
