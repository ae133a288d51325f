/**
 * Child process for the durability test: writes numbered rows through the backend's own
 * database code, printing `ack N` only after row N is committed, until it is killed.
 */
import { openDatabase } from '../../src/db/open-database.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durable-writer.ts DATA_DIR');

const db = await openDatabase({ dataDir });
await db.exec(
  'CREATE TABLE IF NOT EXISTS durability_probe (n integer PRIMARY KEY, note text NOT NULL)',
);
for (let n = 0; ; n += 1) {
  if (n % 2 === 0) {
    await db.query('INSERT INTO durability_probe (n, note) VALUES ($1, $2)', [
      n,
      'single statement',
    ]);
  } else {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO durability_probe (n, note) VALUES ($1, $2)', [n, 'transaction']);
    });
  }
  process.stdout.write(`ack ${n}\n`);
}
