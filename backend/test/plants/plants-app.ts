/**
 * A backend on a fresh, migrated and seeded database for the plant store tests, with every
 * statement the app sends recorded (to show that rejected requests never reach the database).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/migrations/runner.js';
import { defaultHasuraDirectory } from '../../src/paths.js';
import {
  confirmationLinkStored,
  FAST_HASHING,
  TEST_AUTH_SECRET,
  createToken,
  signUpNew,
} from '../accounts/accounts-app.js';
import type { TestEngine } from '../support/databases.js';
import { conformanceTo, type Conformance } from '../support/openapi-conformance.js';

export interface PlantsApp {
  app: FastifyInstance;
  /** The test's own handle on the database, for arranging rows (not recorded). */
  db: Database;
  /** Every SQL statement the app has sent, in order. */
  statements: string[];
  /** Conformance to the document the app serves at /openapi/plants.json. */
  conformance: Conformance;
  servedDocument: OpenAPIV3.Document;
  close: () => Promise<void>;
}

export async function startPlantsApp(
  engine: TestEngine,
  environment: Record<string, string> = {},
): Promise<PlantsApp> {
  const database = await engine.createMigrated();
  await migrate(database.db, { hasuraDirectory: defaultHasuraDirectory, withSeeds: true });
  const statements: string[] = [];
  const recorded: Database = {
    ...database.db,
    query: (sql, params) => {
      statements.push(sql);
      return database.db.query(sql, params);
    },
    transaction: (work) => {
      statements.push('BEGIN');
      return database.db.transaction(work);
    },
    // The app closes the database it is given; the test drops its own handle.
    close: () => Promise.resolve(),
  };
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
      ...environment,
    }),
    db: recorded,
    logger: false,
    authSecret: TEST_AUTH_SECRET,
    passwordHashOptions: FAST_HASHING,
  });
  const served = await app.inject({ method: 'GET', url: '/openapi/plants.json' });
  const servedDocument = served.json<OpenAPIV3.Document>();
  return {
    app,
    db: database.db,
    statements,
    conformance: conformanceTo(servedDocument),
    servedDocument,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** A new account with a token holding `scopes`. */
export async function newPlantReader(
  { app, db }: Pick<PlantsApp, 'app' | 'db'>,
  scopes: string[] = ['plants:read'],
): Promise<{ userId: string; token: string; session: string }> {
  const account = await signUpNew(app);
  await confirmationLinkStored(db, account.userId);
  const { token } = await createToken(app, account.session, scopes);
  return { userId: account.userId, token, session: account.session };
}

export async function insertOwnedPlants(
  db: Database,
  ownerId: string | null,
  plants: readonly { name: string; tag?: string }[],
): Promise<void> {
  for (const plant of plants)
    await db.query('INSERT INTO plants (owner_id, name, tag) VALUES ($1, $2, $3)', [
      ownerId,
      plant.name,
      plant.tag ?? null,
    ]);
}

/** GET /plants with a raw query string (everything after `?`), checked against the document. */
export async function getPlants(
  plants: PlantsApp,
  query: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await plants.app.inject({
    method: 'GET',
    url: query === '' ? '/plants' : `/plants?${query}`,
    headers,
  });
  plants.conformance.assertConforms('GET', '/plants', response);
  return response;
}

export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
});
