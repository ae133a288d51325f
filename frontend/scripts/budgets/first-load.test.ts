import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  formatTable,
  isApolloChunk,
  judgeRoutes,
  sharedChunks,
  type ChunkFacts,
} from './first-load.mjs';

const KB = 1024;

function facts(entries: Record<string, [number, boolean?]>): Map<string, ChunkFacts> {
  return new Map(
    Object.entries(entries).map(([chunk, [kb, isApollo = false]]) => [
      chunk,
      { gzipBytes: kb * KB, isApollo },
    ]),
  );
}

describe('judgeRoutes', () => {
  const chunks = facts({
    react: [70],
    next: [60],
    landing: [10],
    docs: [25],
    apollo: [50, true],
    dashboard: [20],
  });

  it('sums the gzip size of every chunk a route loads, once each', () => {
    const [verdict] = judgeRoutes(
      [{ route: '/', chunks: ['react', 'next', 'landing', 'landing'] }],
      chunks,
    );
    expect(verdict?.gzipBytes).toBe(140 * KB);
    expect(verdict?.chunks).toEqual(['react', 'next', 'landing']);
  });

  it('holds routes without Apollo to 150 KB and flags one over it', () => {
    const verdicts = judgeRoutes(
      [
        { route: '/', chunks: ['react', 'next', 'landing'] },
        { route: '/docs', chunks: ['react', 'next', 'docs'] },
      ],
      chunks,
    );
    expect(verdicts.map((v) => [v.route, v.budgetBytes, v.isOver])).toEqual([
      ['/docs', BUDGETS.default, true],
      ['/', BUDGETS.default, false],
    ]);
  });

  it('gives a route whose chunks carry Apollo Client the 200 KB budget', () => {
    const [verdict] = judgeRoutes(
      [{ route: '/dashboard', chunks: ['react', 'next', 'apollo', 'dashboard'] }],
      chunks,
    );
    expect(verdict).toMatchObject({
      gzipBytes: 200 * KB,
      usesApollo: true,
      budgetBytes: 200 * KB,
      isOver: false,
    });
  });

  it('counts a route exactly at its budget as within it, one byte more as over', () => {
    const exact = facts({ all: [150] });
    const over = new Map([['all', { gzipBytes: 150 * KB + 1, isApollo: false }]]);
    expect(judgeRoutes([{ route: '/', chunks: ['all'] }], exact)[0]?.isOver).toBe(false);
    expect(judgeRoutes([{ route: '/', chunks: ['all'] }], over)[0]?.isOver).toBe(true);
  });

  it('refuses a chunk it has no size for instead of counting it as zero', () => {
    expect(() => judgeRoutes([{ route: '/', chunks: ['missing'] }], chunks)).toThrow(/missing.*\//);
  });
});

describe('sharedChunks', () => {
  it('lists the chunks every route loads', () => {
    expect(
      sharedChunks([
        { route: '/', chunks: ['react', 'next', 'landing'] },
        { route: '/docs', chunks: ['docs', 'next', 'react'] },
      ]),
    ).toEqual(['react', 'next']);
    expect(sharedChunks([])).toEqual([]);
  });
});

describe('isApolloChunk', () => {
  it("recognises Apollo's context key in minified code", () => {
    expect(isApolloChunk('let c=Symbol.for("__APOLLO_CONTEXT__");')).toBe(true);
    expect(isApolloChunk('function n(){return"react"}')).toBe(false);
  });
});

describe('formatTable', () => {
  it('prints one aligned line per route with its result', () => {
    const table = formatTable(
      judgeRoutes(
        [
          { route: '/', chunks: ['react', 'next', 'landing'] },
          { route: '/dashboard', chunks: ['react', 'next', 'apollo', 'dashboard', 'docs'] },
        ],
        facts({
          react: [70],
          next: [60],
          landing: [10],
          apollo: [50, true],
          dashboard: [20],
          docs: [1],
        }),
      ),
    );
    expect(table.split('\n')).toEqual([
      'route       KB gzip          budget  result',
      '/dashboard    201.0  200.0 (Apollo)    OVER',
      '/             140.0           150.0      ok',
    ]);
  });
});
