/** An app on a fresh database plus helpers for the case API tests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { APP_ORIGIN, createToken, signUpNew, startAccountsApp } from '../accounts/accounts-app.js';
import type { Database } from '../../src/db/database.js';
import type { TestEngine } from '../support/databases.js';
import { conformanceTo, type Conformance } from '../support/openapi-conformance.js';

export interface AgentCaseJson {
  id: string;
  title: string;
  subtitle: string | null;
  status: string;
  summary: string | null;
  fields: Record<string, unknown>;
  url: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CaseClient {
  userId: string;
  token: string;
  session: string;
  tokenId: string;
  /** A request with this user's bearer token, checked against /api/openapi.json. */
  call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  create(body: Record<string, unknown>): Promise<AgentCaseJson>;
}

export interface CasesApp {
  app: FastifyInstance;
  /** The test's own handle, for arranging rows and reading the history. */
  db: Database;
  conformance: Conformance;
  document: OpenAPIV3.Document;
  newClient(scopes?: string[]): Promise<CaseClient>;
  close(): Promise<void>;
}

/** `/api/cases/0f…?x=1` → `/api/cases/{id}`, the document's path template. */
function templateOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(/^\/api\/cases\/(?!schema$)[^/]+/, (match) =>
    match === '/api/cases' ? match : '/api/cases/{id}',
  );
}

export async function startCasesApp(engine: TestEngine): Promise<CasesApp> {
  const accounts = await startAccountsApp(engine, { TOKEN_RATE_LIMIT_PER_MINUTE: '1000000' });
  const { app } = accounts;
  const document = (await app.inject({ url: '/api/openapi.json' })).json<OpenAPIV3.Document>();
  const conformance = conformanceTo(document);

  async function newClient(scopes = ['cases:read', 'cases:write']): Promise<CaseClient> {
    const account = await signUpNew(app);
    const { id: tokenId, token } = await createToken(app, account.session, scopes);
    const call: CaseClient['call'] = async (method, url, payload, headers = {}) => {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      conformance.assertConforms(method, templateOf(url), response);
      return response;
    };
    return {
      userId: account.userId,
      token,
      tokenId,
      session: account.session,
      call,
      async create(body) {
        const response = await call('POST', '/api/cases', body);
        if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
        return response.json<AgentCaseJson>();
      },
    };
  }

  return { app, db: accounts.db, conformance, document, newClient, close: accounts.close };
}

export { APP_ORIGIN };
