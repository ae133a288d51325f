// Turns the docs pages and the API reference into the entries of the full-text search index:
// one entry per page section (split at h2 and h3, linked by the id rehype-slug gives the
// heading) and one per API operation. Pure: the route that serves the index does the I/O.
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { headingSlugText, parseMarkdown, parsePage } from './headings';
import type { ApiDocumentSummary, DocsPage, SearchEntry } from './types';

/** Longer sections are cut: the head of a section is what a reader searches for, and the
 * index is downloaded by every reader who opens the search. */
export const MAX_ENTRY_TEXT = 2000;

export function buildSearchEntries(
  pages: Iterable<DocsPage>,
  apiDocuments: readonly ApiDocumentSummary[],
): SearchEntry[] {
  const entries = [
    ...[...pages].flatMap(pageEntries),
    ...apiDocuments.flatMap((document) => apiEntries(document)),
  ];
  // An id must be unique for MiniSearch; a Markdown page and an API operation could in
  // principle claim the same URL, and the first (the page) is the one the site renders.
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
}

interface Section {
  heading?: string;
  slug?: string;
  parts: string[];
}

/**
 * The loader replaces a page object when its file changes, so a page's entries can be kept
 * with the object: the index is rebuilt on every request without parsing every page again.
 */
const entriesByPage = new WeakMap<DocsPage, SearchEntry[]>();

function pageEntries(page: DocsPage): SearchEntry[] {
  let entries = entriesByPage.get(page);
  if (!entries) {
    entries = sectionEntries(page);
    entriesByPage.set(page, entries);
  }
  return entries;
}

function sectionEntries(page: DocsPage): SearchEntry[] {
  const pageHref = `/docs/${page.path}`;
  const sections = splitSections(parsePage(page));
  return sections.map((section, index) => {
    const parts =
      index === 0 && page.description ? [page.description, ...section.parts] : section.parts;
    const text = capText(collapseWhitespace(parts.join(' ')));
    const href = section.slug === undefined ? pageHref : `${pageHref}#${section.slug}`;
    return {
      id: href,
      href,
      pageTitle: page.title,
      ...(section.heading === undefined ? {} : { heading: section.heading }),
      text,
      kind: 'page',
    };
  });
}

function apiEntries(document: ApiDocumentSummary): SearchEntry[] {
  return document.operations.map((operation) => {
    const href = `/docs/${operation.pagePath}`;
    const description = operation.description ? markdownToText(operation.description) : '';
    const text = [
      operation.deprecated ? 'Deprecated.' : '',
      description,
      operation.tags.join(' '),
      document.title,
    ].join(' ');
    return {
      id: href,
      href,
      pageTitle: operation.title,
      heading: `${operation.method.toUpperCase()} ${operation.path}`,
      text: capText(collapseWhitespace(text)),
      kind: 'api',
    };
  });
}

/** OpenAPI descriptions are CommonMark; the index wants their words, not their syntax. */
function markdownToText(source: string): string {
  return collectText(parseMarkdown(source));
}

/**
 * Splits a page at its h2 and h3 headings. Every heading, of any level and however deeply
 * nested (in a list, a blockquote, an MDX component), goes through the page's one slugger in
 * document order, exactly as rehype-slug walks the rendered tree; otherwise the second
 * `## Errors` of a page would link to the first.
 */
function splitSections(root: Root): Section[] {
  const slugger = new GithubSlugger();
  let current: Section = { parts: [] };
  const sections: Section[] = [current];

  const walk = (node: Nodes): void => {
    if (node.type === 'heading') {
      const slugText = headingSlugText(node);
      const slug = slugger.slug(slugText);
      const visible = collapseWhitespace(slugText);
      if (node.depth === 2 || node.depth === 3) {
        current = { heading: visible, slug, parts: [] };
        sections.push(current);
      } else {
        current.parts.push(visible);
      }
      return;
    }
    // Flow containers can hold headings, so walk into them; anything else is read whole.
    if (FLOW_CONTAINERS.has(node.type) && 'children' in node) {
      if (node.type === 'mdxJsxFlowElement') current.parts.push(jsxTitle(node));
      for (const child of node.children) walk(child);
      return;
    }
    current.parts.push(collectText(node));
  };
  walk(root);
  return sections;
}

const FLOW_CONTAINERS = new Set<string>([
  'root',
  'blockquote',
  'list',
  'listItem',
  'footnoteDefinition',
  'mdxJsxFlowElement',
]);

/** Elements whose children are phrasing content: joined without a separator, as rendered. */
const PHRASING_PARENTS = new Set<string>([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

/** The text a reader sees in a node: no Markdown syntax, no JSX tags, no ESM, no expressions. */
function collectText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'break':
      return ' ';
    // Raw HTML is dropped by the renderer (@mdx-js/mdx removes it from `md` pages), so
    // text inside it is not on the page. import/export lines and `{expressions}` are code.
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'yaml':
    case 'definition':
    case 'image':
    case 'imageReference':
      return '';
    default:
      break;
  }
  if (!('children' in node)) return '';
  const children: Nodes[] = node.children;
  const texts = children.map((child) => collectText(child));
  const title = node.type === 'mdxJsxTextElement' ? jsxTitle(node) : '';
  return [title, texts.join(PHRASING_PARENTS.has(node.type) ? '' : ' ')].join(' ');
}

/**
 * A component's `title="…"` (Card, Accordion, Step, Tab …) is text the reader sees on the
 * page although it is an attribute, so it is indexed; other attributes (href, icon) are not.
 */
function jsxTitle(node: Nodes): string {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return '';
  for (const attribute of node.attributes) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === 'title' &&
      typeof attribute.value === 'string'
    ) {
      return attribute.value;
    }
  }
  return '';
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary so the index never holds half a word. */
function capText(text: string): string {
  if (text.length <= MAX_ENTRY_TEXT) return text;
  const cut = text.slice(0, MAX_ENTRY_TEXT);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > MAX_ENTRY_TEXT / 2 ? cut.slice(0, lastSpace) : cut;
}

/**
 * The index as /docs-search.json sends it: entries grouped by page, so a page's title and
 * path are written once rather than once per section, and `id` (always the href) not at all.
 */
export interface SearchIndexPayload {
  pages: SearchIndexPayloadPage[];
}

export interface SearchIndexPayloadPage {
  /** The page's URL without a fragment: `/docs/hosts/cases`. */
  href: string;
  title: string;
  kind: SearchEntry['kind'];
  sections: SearchIndexPayloadSection[];
}

export interface SearchIndexPayloadSection {
  /** The heading's id (the fragment without `#`); absent for the text before the first heading. */
  anchor?: string;
  heading?: string;
  text: string;
}

/** Groups consecutive entries of one page; `unpackSearchEntries` (search-query.ts) inverts it. */
export function packSearchEntries(entries: SearchEntry[]): SearchIndexPayload {
  const pages: SearchIndexPayloadPage[] = [];
  for (const entry of entries) {
    const hashAt = entry.href.indexOf('#');
    const href = hashAt === -1 ? entry.href : entry.href.slice(0, hashAt);
    const anchor = hashAt === -1 ? undefined : entry.href.slice(hashAt + 1);
    let page = pages.at(-1);
    if (page?.href !== href || page.title !== entry.pageTitle || page.kind !== entry.kind) {
      page = { href, title: entry.pageTitle, kind: entry.kind, sections: [] };
      pages.push(page);
    }
    page.sections.push({
      ...(anchor === undefined ? {} : { anchor }),
      ...(entry.heading === undefined ? {} : { heading: entry.heading }),
      text: entry.text,
    });
  }
  return { pages };
}
