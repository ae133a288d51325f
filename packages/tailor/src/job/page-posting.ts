/**
 * The schema.org JobPosting a careers page publishes as JSON-LD, for importing a job from its
 * URL: the node itself (to keep as the posting) and the fields read from it.
 */
import { htmlToLines } from './html-lines.js';
import { findJobPosting, type JobPostingLd, readJobPosting } from './json-ld.js';

export interface PagePosting {
  /** The JobPosting node as the page has it. */
  node: Record<string, unknown>;
  fields: JobPostingLd;
}

export function findJobPostingInPage(html: string): PagePosting | null {
  const node = findJobPosting(htmlToLines(html).jsonLd);
  return node ? { node, fields: readJobPosting(node) } : null;
}

/**
 * The posting as a small HTML document holding only its JSON-LD: what the engine needs to
 * read it again (parsePosting uses the JSON-LD description), without the page around it.
 */
export function jsonLdDocumentOf(node: Record<string, unknown>): string {
  // `<` escaped so that no string inside can close the script element.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...node }).replace(
    /</g,
    '\\u003c',
  );
  return `<script type="application/ld+json">${json}</script>`;
}
