import { describe, expect, it } from 'vitest';
import { packSearchEntries } from './search-index';
import {
  API_GROUP_TITLE,
  createDocsSearchIndex,
  findMatchRanges,
  groupResultsByPage,
  isSearchIndexPayload,
  makeSnippet,
  searchDocs,
  unpackSearchEntries,
  type DocsSearchResult,
} from './search-query';
import type { SearchEntry } from './types';

function entry(href: string, pageTitle: string, text: string, heading?: string): SearchEntry {
  return { id: href, href, pageTitle, text, kind: 'page', ...(heading ? { heading } : {}) };
}

const ENTRIES: SearchEntry[] = [
  entry('/docs/hosts/cases', 'The case API', 'A host product shows job applications as cases.'),
  entry(
    '/docs/hosts/cases#authentication',
    'The case API',
    'Every case operation accepts a personal access token or the session cookie.',
    'Authentication',
  ),
  entry('/docs/hosts/cases#errors', 'The case API', 'Errors are JSON with a code.', 'Errors'),
  entry('/docs/accounts', 'Accounts, sessions and API tokens', 'Sign up, sign in, tokens.'),
  entry('/docs/accounts#errors', 'Accounts, sessions and API tokens', 'Login errors.', 'Errors'),
  entry('/docs/tailoring', 'The tailoring engine', 'Scores a resume against a job posting.'),
  entry('/docs/app#tailor', 'The job seeker’s app', 'Opens the engine for one job.', 'Tailoring'),
  {
    id: '/docs/api-reference/plant-store-api/list-plants',
    href: '/docs/api-reference/plant-store-api/list-plants',
    pageTitle: 'List plants',
    heading: 'GET /plants',
    text: 'Lists the plants the caller can see. plants Plant Store API',
    kind: 'api',
  },
];

async function search(query: string, limit?: number): Promise<DocsSearchResult[]> {
  return searchDocs(await createDocsSearchIndex(ENTRIES), query, limit);
}

describe('searchDocs', () => {
  it('returns nothing for an empty query', async () => {
    expect(await search('  ')).toEqual([]);
  });

  it('ranks a word in a heading above the same word in text', async () => {
    const results = await search('errors');
    expect(
      results
        .map((result) => result.href)
        .slice(0, 2)
        .sort(),
    ).toEqual(['/docs/accounts#errors', '/docs/hosts/cases#errors']);
  });

  it('ranks a word in a page title above the same word in a heading', async () => {
    const results = await search('tailoring');
    expect(results.map((result) => result.href)).toEqual(['/docs/tailoring', '/docs/app#tailor']);
  });

  it('matches prefixes and reports the whole words that matched', async () => {
    const [first] = await search('authent');
    expect(first).toMatchObject({
      href: '/docs/hosts/cases#authentication',
      heading: 'Authentication',
    });
    expect(first?.terms).toContain('authentication');
  });

  it('forgives a typo in a long word but not in a short one', async () => {
    expect((await search('tailorng'))[0]?.href).toBe('/docs/tailoring');
    expect(await search('jsn')).toEqual([]);
  });

  it('wants every word when some entry has them all, else any', async () => {
    expect((await search('session cookie')).map((result) => result.href)).toEqual([
      '/docs/hosts/cases#authentication',
    ]);
    expect((await search('cookie xylophone')).map((result) => result.href)).toEqual([
      '/docs/hosts/cases#authentication',
    ]);
  });

  it('finds API operations by method and path', async () => {
    const [first] = await search('GET /plants');
    expect(first).toMatchObject({ kind: 'api', pageTitle: 'List plants', heading: 'GET /plants' });
  });

  it('stops at the limit', async () => {
    expect(await search('the', 2)).toHaveLength(2);
  });
});

describe('findMatchRanges', () => {
  it('finds whole words, case-insensitively, between spaces and punctuation', () => {
    const text = 'Tokens: a token, token-based; not tokenize.';
    expect(findMatchRanges(text, ['token', 'tokens']).map(([a, b]) => text.slice(a, b))).toEqual([
      'Tokens',
      'token',
      'token',
    ]);
  });

  it('finds nothing without terms', () => {
    expect(findMatchRanges('anything', [])).toEqual([]);
  });
});

describe('makeSnippet', () => {
  const words = Array.from({ length: 80 }, (_, i) => `w${i}`);

  it('keeps a short text whole', () => {
    expect(makeSnippet('Short text.', ['text'])).toBe('Short text.');
  });

  it('shows the text around the first match, cut between words', () => {
    const snippet = makeSnippet([...words, 'target', ...words].join(' '), ['target']);
    expect(snippet.startsWith('…w')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('target');
    expect(snippet.length).toBeLessThanOrEqual(162);
    expect(
      snippet
        .slice(1, -1)
        .split(' ')
        .every((word) => /^(w\d+|target)$/.test(word)),
    ).toBe(true);
    expect(snippet.indexOf('target')).toBeLessThanOrEqual(51);
  });

  it('starts at the beginning when nothing in the text matched', () => {
    const snippet = makeSnippet(words.join(' '), ['heading-only']);
    expect(snippet.startsWith('w0 w1')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });
});

describe('groupResultsByPage', () => {
  it('groups by page in the order of each page’s best result, numbering in display order', async () => {
    const results = await search('errors tokens');
    const groups = groupResultsByPage(results);
    const keys = groups.map((group) => group.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(groups.flatMap((group) => group.items.map((item) => item.index))).toEqual(
      results.map((_, index) => index),
    );
    expect(groups[0]?.items[0]?.result).toBe(results[0]);
  });

  it('puts every API operation in one group', () => {
    const api = (slug: string): DocsSearchResult => ({
      id: `/docs/api-reference/shop/${slug}`,
      href: `/docs/api-reference/shop/${slug}`,
      pageTitle: slug,
      heading: `GET /${slug}`,
      kind: 'api',
      snippet: '',
      terms: [],
    });
    const page: DocsSearchResult = {
      ...api('page'),
      href: '/docs/page',
      id: '/docs/page',
      kind: 'page',
    };
    const groups = groupResultsByPage([api('a'), page, api('b')]);
    expect(groups.map((group) => [group.pageTitle, group.items.map((item) => item.index)])).toEqual(
      [
        [API_GROUP_TITLE, [0, 1]],
        ['page', [2]],
      ],
    );
  });
});

describe('unpackSearchEntries', () => {
  it('restores the entries packSearchEntries packed', () => {
    const payload: unknown = JSON.parse(JSON.stringify(packSearchEntries(ENTRIES)));
    expect(isSearchIndexPayload(payload)).toBe(true);
    if (!isSearchIndexPayload(payload)) return;
    expect(unpackSearchEntries(payload)).toEqual(ENTRIES);
  });

  it('recognises what is not an index', () => {
    expect(isSearchIndexPayload({ error: 'nope' })).toBe(false);
    expect(isSearchIndexPayload(null)).toBe(false);
  });
});
