// The pure part of `npm run budgets`: given each route's first-load chunks and each chunk's
// gzip size, sum per route and decide against its budget. No file system, no zlib: the
// command line (scripts/check-budgets.mjs) reads the build and passes the numbers in.

/** Budgets in bytes of gzip-compressed JavaScript loaded before the page is interactive. */
export const BUDGETS = Object.freeze({
  /** Any page: the framework floor (React + Next's client, ~130 KB) leaves ~20 KB of our own. */
  default: 150 * 1024,
  /** Pages that load Apollo Client (the signed-in app), which costs ~55 KB on its own. */
  apollo: 200 * 1024,
});

/**
 * Whether a chunk's source contains Apollo Client. `Symbol.for("__APOLLO_CONTEXT__")` is how
 * Apollo's React context finds itself across copies of the library: minifiers keep it.
 *
 * @param {string} source
 * @returns {boolean}
 */
export function isApolloChunk(source) {
  return source.includes('__APOLLO_CONTEXT__');
}

/**
 * @typedef {{ route: string, chunks: readonly string[] }} RouteChunks
 * @typedef {{ gzipBytes: number, isApollo: boolean }} ChunkFacts
 * @typedef {{
 *   route: string,
 *   gzipBytes: number,
 *   budgetBytes: number,
 *   usesApollo: boolean,
 *   isOver: boolean,
 *   chunks: readonly string[],
 * }} RouteVerdict
 */

/**
 * Sum each route's first-load chunks (each chunk counted once per route) and compare the
 * total with the route's budget: the Apollo budget when any of its chunks carries Apollo
 * Client, the default budget otherwise. Sorted largest first.
 *
 * @param {readonly RouteChunks[]} routes
 * @param {ReadonlyMap<string, ChunkFacts>} chunkFacts keyed by the paths in `routes`
 * @param {{ default: number, apollo: number }} [budgets]
 * @returns {RouteVerdict[]}
 */
export function judgeRoutes(routes, chunkFacts, budgets = BUDGETS) {
  return routes
    .map(({ route, chunks }) => {
      const unique = [...new Set(chunks)];
      let gzipBytes = 0;
      let usesApollo = false;
      for (const chunk of unique) {
        const facts = chunkFacts.get(chunk);
        if (!facts) throw new Error(`No size for chunk ${chunk} of route ${route}`);
        gzipBytes += facts.gzipBytes;
        usesApollo ||= facts.isApollo;
      }
      const budgetBytes = usesApollo ? budgets.apollo : budgets.default;
      return {
        route,
        gzipBytes,
        budgetBytes,
        usesApollo,
        isOver: gzipBytes > budgetBytes,
        chunks: unique,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route));
}

/**
 * The chunks every route loads (Next's and React's runtime): the floor no page can go below.
 *
 * @param {readonly RouteChunks[]} routes
 * @returns {string[]}
 */
export function sharedChunks(routes) {
  if (routes.length === 0) return [];
  const [first, ...rest] = routes;
  return [...new Set(first?.chunks)].filter((chunk) =>
    rest.every((route) => route.chunks.includes(chunk)),
  );
}

/**
 * @param {number} bytes
 * @returns {string} kilobytes (1024 bytes) with one decimal
 */
export function formatKb(bytes) {
  return (bytes / 1024).toFixed(1);
}

/**
 * A fixed-width table of the verdicts, one line per route.
 *
 * @param {readonly RouteVerdict[]} verdicts
 * @returns {string}
 */
export function formatTable(verdicts) {
  const header = ['route', 'KB gzip', 'budget', 'result'];
  const rows = verdicts.map((verdict) => [
    verdict.route,
    formatKb(verdict.gzipBytes),
    `${formatKb(verdict.budgetBytes)}${verdict.usesApollo ? ' (Apollo)' : ''}`,
    verdict.isOver ? 'OVER' : 'ok',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
