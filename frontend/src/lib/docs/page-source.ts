// Turns one Markdown/MDX file into a DocsPage: front matter read, title found. Pure, so the
// rules (front matter wins, then the leading `# heading`, then the file name) are tested alone.
import { parse as parseYaml } from 'yaml';
import type { DocsPage } from './types';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const LEADING_HEADING = /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/;

interface FrontMatter {
  title?: string;
  description?: string;
}

function readFrontMatter(source: string): { data: FrontMatter; rest: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, rest: source };
  const parsed: unknown = parseYaml(match[1] ?? '');
  const data: FrontMatter = {};
  if (parsed !== null && typeof parsed === 'object') {
    const { title, description } = parsed as Record<string, unknown>;
    if (typeof title === 'string' && title.trim()) data.title = title.trim();
    if (typeof description === 'string' && description.trim())
      data.description = description.trim();
  }
  return { data, rest: source.slice(match[0].length) };
}

/** `hosts/cases` → `Cases`: the last resort for a page without any title. */
function titleFromPath(path: string): string {
  const name = path.split('/').at(-1) ?? path;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Inline Markdown a title may carry (`code`, *emphasis*, [links](…)) reduced to its text. */
function plainTitle(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

export function pageFromSource(path: string, file: string, source: string): DocsPage {
  const format = file.endsWith('.mdx') ? 'mdx' : 'md';
  const { data, rest } = readFrontMatter(source);
  const heading = LEADING_HEADING.exec(rest);
  const headingTitle = heading?.[1] ? plainTitle(heading[1]) : undefined;
  // The leading heading becomes the page's <h1>; left in the body it would be drawn twice.
  const body = heading ? rest.slice(heading[0].length) : rest;
  return {
    path,
    title: data.title ?? headingTitle ?? titleFromPath(path),
    ...(data.description ? { description: data.description } : {}),
    body,
    format,
    file,
  };
}
