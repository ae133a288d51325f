/** The control plane's HTTP API under /v1: schema-first routes over the rules in agents.ts. */
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  confirmDeploy,
  getAgentStatus,
  getPersistedManifest,
  initAgent,
  listHistory,
  previewDeploy,
  registerAgent,
  resolveServiceEnvironment,
} from './agents.js';
import type { Database } from './database.js';
import type { RuntimeSettings } from './runtime-values.js';
import {
  AgentParams,
  AgentStatus,
  DeployBody,
  DeployResult,
  ErrorBody,
  Health,
  HistoryPage,
  HistoryQuery,
  InitBody,
  Manifest,
  PreviewBody,
  PreviewResult,
  RegisterBody,
  ServiceEnvironment,
  ServiceEnvironmentParams,
} from './schemas.js';

/**
 * Route types from the TypeBox schemas (what @fastify/type-provider-typebox declares; three
 * lines do not warrant a dependency).
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

export interface RouteOptions {
  db: Database;
  settings: RuntimeSettings;
}

const DEFAULT_HISTORY_PAGE = 20;

export function registerRoutes(fastify: FastifyInstance, { db, settings }: RouteOptions): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/health', { schema: { summary: 'Liveness', response: { 200: Health } } }, () => ({
    status: 'ok' as const,
    engine: db.engine,
    region: settings.region,
  }));

  app.post(
    '/v1/agents',
    {
      schema: {
        summary: 'Register an agent: a placeholder manifest with no services',
        body: RegisterBody,
        response: { 201: AgentStatus, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await registerAgent(db, request.body)),
  );

  app.get(
    '/v1/agents/:name',
    {
      schema: {
        summary: "An agent's registration, persisted services and latest deploys",
        params: AgentParams,
        response: { 200: AgentStatus, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => getAgentStatus(db, request.params.name),
  );

  app.get(
    '/v1/agents/:name/manifest',
    {
      schema: {
        summary: 'The persisted manifest',
        params: AgentParams,
        response: { 200: Manifest, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => getPersistedManifest(db, request.params.name),
  );

  app.post(
    '/v1/agents/:name/init',
    {
      schema: {
        summary: 'Register a starter manifest in place of the real one',
        params: AgentParams,
        body: InitBody,
        response: {
          200: AgentStatus,
          201: AgentStatus,
          400: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { status, created } = await initAgent(db, request.params.name, request.body);
      return reply.status(created ? 201 : 200).send(status);
    },
  );

  app.post(
    '/v1/agents/:name/previews',
    {
      schema: {
        summary: 'Dry run: what a confirmed deploy would change; persists nothing',
        params: AgentParams,
        body: PreviewBody,
        response: { 200: PreviewResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => previewDeploy(db, request.params.name, request.body),
  );

  app.post(
    '/v1/agents/:name/deploys',
    {
      schema: {
        summary: "Confirmed deploy by the agent's owner: persists the manifest's services",
        params: AgentParams,
        body: DeployBody,
        response: {
          201: DeployResult,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await confirmDeploy(db, request.params.name, request.body)),
  );

  app.get(
    '/v1/agents/:name/history',
    {
      schema: {
        summary: 'Registration and deploy history, newest first',
        params: AgentParams,
        querystring: HistoryQuery,
        response: { 200: HistoryPage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) =>
      listHistory(db, request.params.name, {
        limit: request.query.limit ? Number(request.query.limit) : DEFAULT_HISTORY_PAGE,
        before: request.query.before ? Number(request.query.before) : undefined,
      }),
  );

  app.get(
    '/v1/agents/:name/services/:service/environments/:environment',
    {
      schema: {
        summary: 'The runtime values the platform resolves for a service in an environment',
        params: ServiceEnvironmentParams,
        response: { 200: ServiceEnvironment, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => resolveServiceEnvironment(db, settings, request.params),
  );
}
