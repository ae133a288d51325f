/**
 * `tsx src/hasura/lint-metadata-cli.ts [HASURA_DIR]`: applies the migrations of a Hasura
 * project to a fresh in-memory database and checks its metadata against the result.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPgliteDatabase } from '../db/pglite-database.js';
import { migrate } from '../migrations/runner.js';
import { defaultHasuraDirectory } from '../paths.js';
import { lintMetadata } from './lint-metadata.js';
import { loadMetadata } from './load-metadata.js';

const usage = `Usage: tsx src/hasura/lint-metadata-cli.ts [HASURA_DIR]

Applies HASURA_DIR/migrations (default: the repository's hasura/) to an empty in-memory
database, then checks HASURA_DIR/metadata against it: tracked tables and columns exist,
relationships are backed by foreign keys, and every table of the public schema is tracked.

Exit status: 0 when the metadata is consistent, 1 on problems, 2 on bad usage.`;

async function main(): Promise<number> {
  let hasuraDirectory: string;
  try {
    const { values, positionals } = parseArgs({
      options: { help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      console.log(usage);
      return 0;
    }
    if (positionals.length > 1) throw new Error('expected at most one HASURA_DIR');
    hasuraDirectory = resolve(positionals[0] ?? defaultHasuraDirectory);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }

  const db = await createPgliteDatabase();
  try {
    await migrate(db, { hasuraDirectory });
    const metadata = await loadMetadata(join(hasuraDirectory, 'metadata'));
    const problems = await lintMetadata(db, metadata);
    for (const problem of problems) console.error(problem);
    const tables = metadata.sources.reduce((count, source) => count + source.tables.length, 0);
    console.log(
      problems.length === 0
        ? `Metadata is consistent with the migrations (${tables} tracked tables).`
        : `${problems.length} problem(s) in ${join(hasuraDirectory, 'metadata')}.`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
