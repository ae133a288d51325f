// `npm run budgets`: each route's first-load JavaScript, gzip-compressed, against its budget
// (150 KB; 200 KB for routes that load Apollo Client). Run after `npm run build`.
//
// Next 16 with Turbopack no longer prints First Load JS sizes. It does write, per route, the
// list of JavaScript chunks the page loads before it is interactive:
// .next/diagnostics/route-bundle-stats.json (`firstLoadChunkPaths`: the root layout's runtime
// chunks plus the route's own, the same list the HTML's <script> tags name). This script takes
// those lists as the truth and only compresses: each chunk is gzipped with node:zlib's default
// level (6; Next's old "First Load JS" column used the same zlib defaults) and the sizes summed.
// The legacy nomodule polyfill chunk is not in these lists, rightly: modern browsers skip it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  formatKb,
  formatTable,
  isApolloChunk,
  judgeRoutes,
  sharedChunks,
} from './budgets/first-load.mjs';

const frontendDir = path.join(import.meta.dirname, '..');
const statsPath = path.join(frontendDir, '.next', 'diagnostics', 'route-bundle-stats.json');

/**
 * @typedef {{ route: string, firstLoadChunkPaths: string[] }} RouteBundleStats
 */

/** @returns {Promise<RouteBundleStats[]>} */
async function readRouteStats() {
  let text;
  try {
    text = await readFile(statsPath, 'utf8');
  } catch {
    console.error(
      `budgets: ${path.relative(process.cwd(), statsPath)} not found. Build the frontend first: ` +
        'npm run build -w @resume-agent/frontend',
    );
    process.exit(2);
  }
  const stats = /** @type {unknown} */ (JSON.parse(text));
  if (
    !Array.isArray(stats) ||
    !stats.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.route === 'string' &&
        Array.isArray(entry.firstLoadChunkPaths),
    )
  ) {
    console.error(
      `budgets: ${statsPath} does not have the shape this script knows ` +
        '([{ route, firstLoadChunkPaths }]); has the Next version changed?',
    );
    process.exit(2);
  }
  return /** @type {RouteBundleStats[]} */ (stats);
}

const stats = await readRouteStats();
const routes = stats.map((entry) => ({ route: entry.route, chunks: entry.firstLoadChunkPaths }));

/** @type {Map<string, import('./budgets/first-load.mjs').ChunkFacts>} */
const chunkFacts = new Map();
for (const chunk of new Set(routes.flatMap((route) => route.chunks))) {
  // The paths are relative to the frontend folder (".next/static/chunks/…").
  const source = await readFile(path.join(frontendDir, chunk)).catch(() => {
    console.error(`budgets: ${chunk} is listed but missing: is a build running, or unfinished?`);
    process.exit(2);
  });
  chunkFacts.set(chunk, {
    gzipBytes: gzipSync(source).length,
    isApollo: isApolloChunk(source.toString('utf8')),
  });
}

const verdicts = judgeRoutes(routes, chunkFacts);
const floor = sharedChunks(routes).reduce(
  (sum, chunk) => sum + (chunkFacts.get(chunk)?.gzipBytes ?? 0),
  0,
);

console.log('First-load JavaScript per route (gzip, zlib default level):\n');
console.log(formatTable(verdicts));
console.log(
  `\nShared by every route (React, Next's client runtime, the root layout): ${formatKb(floor)} KB`,
);

const over = verdicts.filter((verdict) => verdict.isOver);
if (over.length > 0) {
  console.error(
    `\n${over.length} route(s) over budget: ${over.map((verdict) => verdict.route).join(', ')}`,
  );
  process.exitCode = 1;
}
