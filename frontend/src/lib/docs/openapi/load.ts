// Loads the OpenAPI documents site.json's `openapi` names: files relative to docs/ and absolute
// URLs. Server-only. Never throws: a document that cannot be loaded becomes an entry whose
// `error` says why, so one broken entry costs its own pages, not the whole site.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import { parse as parseYaml } from 'yaml';
import type { ApiDocumentSummary } from '../types';
import { documentSlug, isRecord, listOperations, type OpenApiDocument } from './operations';

export interface LoadedApiDocument extends ApiDocumentSummary {
  /** The parsed document (JSON or YAML); absent when `error` is set. */
  document?: OpenApiDocument;
}

type Loaded = { document: OpenApiDocument } | { error: string };

const FETCH_TIMEOUT_MS = 3_000;
const URL_FRESH_MS = 60_000;
/**
 * How long a failed fetch stands before it is tried again. Without it every page of a static
 * build would wait out the timeout of a host that does not answer.
 */
const URL_RETRY_MS = 10_000;

const fileCache = new Map<string, { mtimeMs: number; loaded: Loaded }>();
const urlCache = new Map<string, { loaded: Loaded; expiresAt: number }>();
const urlFetches = new Map<string, Promise<Loaded>>();

function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

function parseDocument(text: string, source: string): Loaded {
  let parsed: unknown;
  try {
    // JSON first: it is what generators write, and JSON.parse is far faster than a YAML parser.
    parsed = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    return { error: `Could not parse ${source} as JSON or YAML: ${messageOf(error)}` };
  }
  if (!isRecord(parsed)) {
    return { error: `${source} is not an OpenAPI document: it does not hold an object.` };
  }
  if (typeof parsed.openapi !== 'string' && typeof parsed.swagger !== 'string') {
    return {
      error: `${source} is not an OpenAPI document: it has no \`openapi\` version field.`,
    };
  }
  return { document: parsed };
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

async function loadFile(source: string, docsDir: string): Promise<Loaded> {
  const file = path.resolve(docsDir, source);
  try {
    const { mtimeMs } = await stat(file);
    const cached = fileCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.loaded;
    const loaded = parseDocument(await readFile(file, 'utf8'), source);
    fileCache.set(file, { mtimeMs, loaded });
    return loaded;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      error:
        code === 'ENOENT'
          ? `Could not read ${source}: there is no file at ${file}.`
          : `Could not read ${source} (${file}): ${messageOf(error)}`,
    };
  }
}

/** Why a fetch failed, in words: undici hides the useful part in `cause`. */
function fetchFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${String(FETCH_TIMEOUT_MS / 1000)} seconds.`;
  }
  const cause =
    error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  if (cause?.code === 'ECONNREFUSED') return 'nothing is listening there (connection refused).';
  if (cause?.code === 'ENOTFOUND') return 'the host name does not resolve.';
  return messageOf(cause ?? error);
}

async function fetchDocument(url: string): Promise<Loaded> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json, application/yaml;q=0.9, */*;q=0.5' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) {
      const status = [String(response.status), response.statusText].filter(Boolean).join(' ');
      return { error: `Could not fetch ${url}: the server answered ${status}.` };
    }
    return parseDocument(await response.text(), url);
  } catch (error) {
    return { error: `Could not fetch ${url}: ${fetchFailure(error)}` };
  }
}

/** The document at `url`, fetched at most once a minute; a failed refetch keeps the last good copy. */
async function loadUrl(url: string): Promise<Loaded> {
  const cached = urlCache.get(url);
  if (cached && cached.expiresAt > Date.now()) return cached.loaded;
  const running = urlFetches.get(url);
  if (running) return running;

  const fetching = fetchDocument(url).then((loaded) => {
    const isFailure = 'error' in loaded;
    const lastGood = cached && 'document' in cached.loaded ? cached.loaded : undefined;
    const kept = isFailure && lastGood ? lastGood : loaded;
    urlCache.set(url, {
      loaded: kept,
      expiresAt: Date.now() + (isFailure ? URL_RETRY_MS : URL_FRESH_MS),
    });
    urlFetches.delete(url);
    return kept;
  });
  urlFetches.set(url, fetching);
  return fetching;
}

function summaryFields(source: string, loaded: Loaded): { title: string; version?: string } {
  const info = 'document' in loaded && isRecord(loaded.document.info) ? loaded.document.info : {};
  const title = typeof info.title === 'string' && info.title.trim() ? info.title.trim() : source;
  // YAML reads `version: 1.0` as a number; the reader still wants to see "1.0".
  const version =
    typeof info.version === 'string' || typeof info.version === 'number'
      ? String(info.version)
      : undefined;
  return version === undefined ? { title } : { title, version };
}

/** One entry per `openapi` source of site.json, in its order, each with its operations. */
export async function loadApiDocuments(
  config: ResolvedSiteConfig,
  docsDir: string,
): Promise<LoadedApiDocument[]> {
  const sources = config.openapi === undefined ? [] : [config.openapi].flat();
  const loaded = await Promise.all(
    sources.map(async (source) => ({
      source,
      result: isUrl(source) ? await loadUrl(source) : await loadFile(source, docsDir),
    })),
  );
  const maintainOrder = config.api.maintainOrder === true;
  const taken = new Set<string>();

  return loaded.map(({ source, result }) => {
    const summary = summaryFields(source, result);
    const slug = documentSlug(summary.title, taken);
    return 'document' in result
      ? {
          source,
          slug,
          ...summary,
          operations: listOperations(result.document, slug, maintainOrder),
          document: result.document,
        }
      : { source, slug, ...summary, operations: [], error: result.error };
  });
}
