/** Databases a test creates on the PostgreSQL server and drops when it is done. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database with a name of its own: empty, or a copy of `template` (a database nobody is
 * connected to).
 */
export async function createScratchPostgresDatabase(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<ScratchPostgresDatabase> {
  const name = `resume_agent_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
