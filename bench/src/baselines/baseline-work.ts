/**
 * What both baselines do per request — the same work as the backend's routes, minus the
 * framework: the same bearer-token check (HMAC of the token, the same SELECT, the same
 * last-used touch once a minute) and the same SQL through the same repository functions.
 * Only routing, validation and serialisation differ, so the ratios measure those.
 */
import {
  findActiveApiToken,
  touchApiToken,
} from '@resume-agent/backend/src/accounts/api-tokens-repository.js';
import type { Scope } from '@resume-agent/backend/src/accounts/scopes.js';
import {
  hashSecretToken,
  looksLikeApiToken,
} from '@resume-agent/backend/src/accounts/secret-tokens.js';
import { toAgentCase } from '@resume-agent/backend/src/cases/agent-case-adapter.js';
import { createCaseService } from '@resume-agent/backend/src/cases/case-service.js';
import { etagOf } from '@resume-agent/backend/src/cases/if-match.js';
import type { Database } from '@resume-agent/backend/src/db/database.js';
import { PLANT_LIST_CAP } from '@resume-agent/backend/src/plants/plants-document.js';
import { listAccessiblePlants } from '@resume-agent/backend/src/plants/plants-repository.js';
import { LIST_LIMIT } from '@resume-agent/case-contract';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const TOUCH_INTERVAL_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const failure = (status: number, message: string): Answer => ({
  status,
  body: { error: status, message },
});

export function createBaselineWork({
  db,
  authSecret,
  appOrigin,
}: {
  db: Database;
  authSecret: string;
  appOrigin: string;
}) {
  const cases = createCaseService({ db, appOrigin });

  async function authenticate(
    authorization: string | undefined,
    scope: Scope,
  ): Promise<{ userId: string; tokenId: string; scopes: Scope[] } | Answer> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (token === undefined) return failure(401, 'Authentication required');
    if (!looksLikeApiToken(token)) return failure(401, 'The access token is invalid');
    const found = await findActiveApiToken(db, hashSecretToken(authSecret, 'api-token', token));
    if (!found) return failure(401, 'The access token is invalid');
    if (found.lastUsedAt === null || Date.now() - Date.parse(found.lastUsedAt) >= TOUCH_INTERVAL_MS)
      await touchApiToken(db, found.id);
    if (!found.scopes.includes(scope)) return failure(403, `The token lacks the scope ${scope}`);
    return { userId: found.userId, tokenId: found.id, scopes: found.scopes };
  }

  const isAnswer = (value: object): value is Answer => 'status' in value;

  /** `limit` as the routes accept it: absent, or decimal digits within range; else a 400. */
  function parseLimit(
    raw: string | null,
    [min, max]: [number, number],
    fallback: number,
  ): number | Answer {
    if (raw === null) return fallback;
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < min || Number(raw) > max)
      return failure(400, 'Invalid limit');
    return Number(raw);
  }

  return {
    async listPlants(authorization: string | undefined, limitParam: string | null) {
      const limit = parseLimit(limitParam, [0, 2_147_483_647], PLANT_LIST_CAP);
      if (typeof limit !== 'number') return limit;
      const caller = await authenticate(authorization, 'plants:read');
      if (isAnswer(caller)) return caller;
      const plants = await listAccessiblePlants(db, caller.userId, Math.min(limit, PLANT_LIST_CAP));
      return {
        status: 200,
        body: plants.map(({ name, tag }) => (tag === null ? { name } : { name, tag })),
      };
    },

    async listCases(authorization: string | undefined, limitParam: string | null) {
      const limit = parseLimit(limitParam, [LIST_LIMIT.min, LIST_LIMIT.max], LIST_LIMIT.default);
      if (typeof limit !== 'number') return limit;
      const caller = await authenticate(authorization, 'cases:read');
      if (isAnswer(caller)) return caller;
      const page = await cases.listPage({ ...caller, via: 'token' }, { limit });
      // Cases as objects for JSON.stringify, as a server without a compiled writer would.
      const items = page.records.map((record) => toAgentCase(record, appOrigin));
      return { status: 200, body: { items, nextCursor: page.nextCursor } };
    },

    async updateCase(authorization: string | undefined, id: string, body: unknown) {
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return failure(400, 'The body must be a JSON object');
      const caller = await authenticate(authorization, 'cases:write');
      if (isAnswer(caller)) return caller;
      if (!UUID.test(id)) return failure(404, 'No such case');
      const updated = await cases.update({ ...caller, via: 'token' }, id, body, undefined);
      return { status: 200, body: updated, headers: { etag: etagOf(updated.version) } };
    },
  };
}

export type BaselineWork = ReturnType<typeof createBaselineWork>;
