// A page's Markdown tree and its headings with the ids rehype-slug gives them when the page
// renders (one github-slugger per page over every heading in document order), shared by the
// table of contents and the search index so their links agree with the rendered page.
import { createProcessor } from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { DocsPage } from './types';

export interface PageHeading {
  depth: number;
  text: string;
  id: string;
}

let mdxProcessor: ReturnType<typeof createProcessor> | undefined;

export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** Parses the body the way the page renderer does: MDX (JSX, expressions, ESM) for `.mdx`. */
export function parsePage(page: DocsPage): Root {
  if (page.format === 'mdx') {
    mdxProcessor ??= createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] });
    try {
      return mdxProcessor.parse(page.body);
    } catch {
      // A page that is not valid MDX fails to render; read it as Markdown so that its
      // headings and text are still known once it is fixed.
    }
  }
  return parseMarkdown(page.body);
}

/**
 * The heading's text as rehype-slug sees it (hast-util-to-string over the rendered heading):
 * the text of text and inline-code nodes only. Raw HTML, MDX expressions and image alt text
 * are not text nodes of the rendered heading, so they add nothing to its slug.
 */
export function headingSlugText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!('children' in node)) return '';
  return node.children.map((child) => headingSlugText(child)).join('');
}

/** Every heading of the page, in order, with its rendered id. */
export function pageHeadings(page: DocsPage): PageHeading[] {
  const slugger = new GithubSlugger();
  const headings: PageHeading[] = [];
  visit(parsePage(page), 'heading', (node: Heading) => {
    const text = headingSlugText(node);
    headings.push({
      depth: node.depth,
      text: text.replace(/\s+/g, ' ').trim(),
      id: slugger.slug(text),
    });
  });
  return headings;
}
