// Searching the docs in the browser: the index the route /docs-search.json sends, loaded into
// MiniSearch, queried as the reader types. Pure apart from loading MiniSearch itself, which is
// imported on first use so that no page carries it until the reader opens the search.
import type MiniSearch from 'minisearch';
import type { SearchIndexPayload } from './search-index';
import type { SearchEntry } from './types';

export interface DocsSearchIndex {
  readonly miniSearch: MiniSearch<SearchEntry>;
  /** MiniSearch keeps only ids; the entries themselves are read from here, fully typed. */
  readonly entries: ReadonlyMap<string, SearchEntry>;
}

export interface DocsSearchResult {
  id: string;
  href: string;
  pageTitle: string;
  heading?: string;
  kind: SearchEntry['kind'];
  /** A short piece of the entry's text around its first matched word. */
  snippet: string;
  /** The words of the entry that matched, lower-case (`authentication` for `auth`): to mark. */
  terms: string[];
}

export interface DocsSearchGroup {
  /** The page's URL without a fragment; `api` for the API operations' group. */
  key: string;
  pageTitle: string;
  kind: SearchEntry['kind'];
  /** `index` is the result's position in display order, which keyboard navigation follows. */
  items: { result: DocsSearchResult; index: number }[];
}

/** Fuzzy matching on short words finds more noise than typos: `api` would match `app`. */
const FUZZY_MIN_LENGTH = 4;
const SNIPPET_LENGTH = 160;
/** How much text the snippet shows before the first match, so the match has some context. */
const SNIPPET_LEAD = 50;

/** The same split MiniSearch applies to text (its SPACE_OR_PUNCTUATION), as tokens to find. */
const TOKEN = /[^\n\r\p{Z}\p{P}]+/gu;

export function isSearchIndexPayload(value: unknown): value is SearchIndexPayload {
  return (
    typeof value === 'object' && value !== null && 'pages' in value && Array.isArray(value.pages)
  );
}

/** Inverts packSearchEntries (search-index.ts). */
export function unpackSearchEntries(payload: SearchIndexPayload): SearchEntry[] {
  return payload.pages.flatMap((page) =>
    page.sections.map((section) => {
      const href = section.anchor === undefined ? page.href : `${page.href}#${section.anchor}`;
      return {
        id: href,
        href,
        pageTitle: page.title,
        ...(section.heading === undefined ? {} : { heading: section.heading }),
        text: section.text,
        kind: page.kind,
      };
    }),
  );
}

export async function createDocsSearchIndex(entries: SearchEntry[]): Promise<DocsSearchIndex> {
  const { default: MiniSearchClass } = await import('minisearch');
  const miniSearch = new MiniSearchClass<SearchEntry>({
    fields: ['pageTitle', 'heading', 'text'],
    searchOptions: {
      // A word in a page's title says more about the page than the same word in a paragraph.
      boost: { pageTitle: 3, heading: 2, text: 1 },
      // The reader types the last word as the results update, so every word may be a prefix.
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
    },
  });
  miniSearch.addAll(entries);
  return { miniSearch, entries: new Map(entries.map((entry) => [entry.id, entry])) };
}

export function searchDocs(index: DocsSearchIndex, query: string, limit = 12): DocsSearchResult[] {
  if (!query.trim()) return [];
  // Every word must match when some entry has them all; a query with one word no entry shares
  // (a typo beyond fuzzy reach, a word we never wrote) still finds what the others match.
  let hits = index.miniSearch.search(query, { combineWith: 'AND' });
  if (hits.length === 0) hits = index.miniSearch.search(query, { combineWith: 'OR' });
  return hits.slice(0, limit).flatMap((hit) => {
    const entry = index.entries.get(String(hit.id));
    if (!entry) return [];
    return [
      {
        id: entry.id,
        href: entry.href,
        pageTitle: entry.pageTitle,
        ...(entry.heading === undefined ? {} : { heading: entry.heading }),
        kind: entry.kind,
        snippet: makeSnippet(entry.text, hit.terms),
        terms: hit.terms,
      },
    ];
  });
}

/** Where `terms` occur in `text` as whole tokens, case-insensitively: `[start, end)` pairs. */
export function findMatchRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(TOKEN)) {
    if (wanted.has(match[0].toLowerCase()))
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/** About SNIPPET_LENGTH characters of `text` around its first match, cut between words. */
export function makeSnippet(text: string, terms: readonly string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const firstMatch = findMatchRanges(text, terms)[0]?.[0] ?? 0;
  let start = Math.max(0, firstMatch - SNIPPET_LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= firstMatch ? start : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > firstMatch) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** The one group every API operation goes in: each is a page, titled by its operation. */
export const API_GROUP_TITLE = 'API reference';

/**
 * Groups results by page (API operations all together), groups in the order of their best
 * result.
 */
export function groupResultsByPage(results: readonly DocsSearchResult[]): DocsSearchGroup[] {
  const groups = new Map<string, DocsSearchGroup>();
  for (const result of results) {
    const isApi = result.kind === 'api';
    const key = isApi ? 'api' : (result.href.split('#')[0] ?? result.href);
    let group = groups.get(key);
    if (!group) {
      const pageTitle = isApi ? API_GROUP_TITLE : result.pageTitle;
      group = { key, pageTitle, kind: result.kind, items: [] };
      groups.set(key, group);
    }
    group.items.push({ result, index: 0 });
  }
  let index = 0;
  const ordered = [...groups.values()];
  for (const group of ordered) {
    for (const item of group.items) item.index = index++;
  }
  return ordered;
}
