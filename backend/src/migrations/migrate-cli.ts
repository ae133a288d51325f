/**
 * `npm run db:migrate [-- --status | --dry-run | --seed]`: applies hasura/ migrations to the
 * configured database (DATABASE_URL, or the embedded database under DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { migrate, migrationStatus } from './runner.js';

const usage = `Usage: npm run db:migrate [-- options]

Applies pending migrations from hasura/migrations/<database> in numeric order.

Options:
  --status               list every migration and whether it is applied; change nothing
  --dry-run              list the migrations that would be applied; change nothing
  --seed                 also run hasura/seeds/<database>/*.sql after migrating
  --database-name NAME   Hasura source name (default: default)
  -h, --help             show this help

Exit status: 0 on success, 1 on a failed migration or bad configuration, 2 on bad usage.`;

function parseOptions() {
  try {
    return parseArgs({
      options: {
        status: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        seed: { type: 'boolean', default: false },
        'database-name': { type: 'string', default: 'default' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    console.log(usage);
    return 0;
  }
  if (options.status && options['dry-run']) {
    console.error('--status and --dry-run cannot be combined');
    return 2;
  }
  const config = loadConfig();
  const target = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: 2,
  });
  try {
    const source = { hasuraDirectory: config.hasuraDir, databaseName: options['database-name'] };
    if (options.status) {
      const rows = await migrationStatus(db, source);
      console.log(`Database: ${target}\n`);
      console.log(`${'VERSION'.padEnd(15)}${'NAME'.padEnd(40)}${'SOURCE'.padEnd(10)}DATABASE`);
      for (const row of rows) {
        const database = row.inDatabase ? (row.dirty ? 'Dirty' : 'Present') : 'Not Present';
        console.log(
          `${row.version.toString().padEnd(15)}${(row.name ?? '-').padEnd(40)}${(row.inSource ? 'Present' : 'Missing').padEnd(10)}${database}`,
        );
      }
      return 0;
    }
    const report = await migrate(db, {
      ...source,
      dryRun: options['dry-run'],
      withSeeds: options.seed,
      onApplied: (migration) => {
        console.log(`applied ${migration.version}_${migration.name}`);
      },
    });
    if (options['dry-run']) {
      console.log(
        report.pending.length === 0
          ? `Nothing to apply on ${target}.`
          : `Would apply ${report.pending.length} migration(s) on ${target}:\n${report.pending.map((m) => `  ${m.version}_${m.name}`).join('\n')}`,
      );
      return 0;
    }
    for (const seed of report.seeded) console.log(`seeded ${seed}`);
    console.log(
      report.applied.length === 0
        ? `Nothing to apply: ${target} is up to date.`
        : `Applied ${report.applied.length} migration(s) on ${target}.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
