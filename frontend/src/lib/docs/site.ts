// Loads the documentation site: docs/site.json (validated, defaults applied), every Markdown and
// MDX page under docs/, and the OpenAPI documents site.json names. Server-only.
//
// Pages are read on demand and kept while their files are unchanged (mtime), so an edited page
// shows on the next request in development and a deployed site reads its files once.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import {
  formatSiteConfigError,
  validateSiteConfig,
  type ResolvedSiteConfig,
} from '@resume-agent/site-config';
import { loadApiDocuments, type LoadedApiDocument } from './openapi/load';
import { pageFromSource } from './page-source';
import type { DocsPage } from './types';

export interface DocsSite {
  config: ResolvedSiteConfig;
  /** Every page under docs/, named in the navigation or not, by path (`hosts/cases`). */
  pages: ReadonlyMap<string, DocsPage>;
  apiDocuments: LoadedApiDocument[];
  /** Absolute path of the docs/ folder. */
  docsDir: string;
}

const PAGE_FILE = /\.mdx?$/;

/**
 * docs/ beside the frontend, found from the working directory: frontend/ in development, the
 * standalone server's folder (whose parent holds the traced docs/) in production, or the
 * repository root when a tool runs there.
 */
export function docsDirectory(): string {
  const beside = path.join(process.cwd(), '..', 'docs');
  const inside = path.join(process.cwd(), 'docs');
  return existsSync(path.join(inside, 'site.json')) ? inside : beside;
}

export class SiteConfigError extends Error {}

let configCache: { file: string; mtimeMs: number; config: ResolvedSiteConfig } | undefined;

async function readConfig(docsDir: string): Promise<ResolvedSiteConfig> {
  const file = path.join(docsDir, 'site.json');
  const { mtimeMs } = await stat(file);
  if (configCache?.file === file && configCache.mtimeMs === mtimeMs) return configCache.config;
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const result = validateSiteConfig(parsed);
  if (!result.ok) {
    const lines = result.errors.map(formatSiteConfigError).join('\n');
    throw new SiteConfigError(`${file} is not valid (npm run docs:check):\n${lines}`);
  }
  configCache = { file, mtimeMs, config: result.config };
  return result.config;
}

async function pageFiles(dir: string, base = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return pageFiles(dir, relative);
      return entry.isFile() && PAGE_FILE.test(entry.name) ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}

const pageCache = new Map<string, { mtimeMs: number; page: DocsPage }>();

async function readPage(docsDir: string, relativeFile: string): Promise<DocsPage> {
  const file = path.join(docsDir, relativeFile);
  const { mtimeMs } = await stat(file);
  const cached = pageCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.page;
  const pagePath = relativeFile.replace(PAGE_FILE, '');
  const page = pageFromSource(pagePath, `docs/${relativeFile}`, await readFile(file, 'utf8'));
  pageCache.set(file, { mtimeMs, page });
  return page;
}

/**
 * The site as it is now. One request asks for it four times (the layout, the page and their
 * metadata); React's request cache lets them share one walk of docs/ and one OpenAPI lookup.
 */
export const loadDocsSite = cache(async (): Promise<DocsSite> => {
  const docsDir = docsDirectory();
  const config = await readConfig(docsDir);
  const files = await pageFiles(docsDir);
  const [pageList, apiDocuments] = await Promise.all([
    Promise.all(files.map((file) => readPage(docsDir, file))),
    loadApiDocuments(config, docsDir),
  ]);
  // `intro.md` and `intro.mdx` side by side: the .mdx (sorted after) wins, as in Mintlify.
  const pages = new Map(pageList.map((page) => [page.path, page]));
  return { config, pages, apiDocuments, docsDir };
});
