// The documentation site's model, shared by the page loader, the navigation, the API reference
// and the search index. Everything here is plain data: it crosses from server to client.

/** One Markdown or MDX page under docs/. */
export interface DocsPage {
  /** The page's path relative to docs/, without extension: `hosts/cases`. Its URL is `/docs/<path>`. */
  path: string;
  /** From the front matter's `title`, else the first `# heading`, else the file name. */
  title: string;
  /** From the front matter's `description`, if any. */
  description?: string;
  /** The source without front matter and without the leading `# heading` the title came from. */
  body: string;
  format: 'md' | 'mdx';
  /** The file, relative to the repository root: `docs/hosts/cases.md`. */
  file: string;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** One operation of an OpenAPI document: a page of the API reference. */
export interface ApiOperation {
  /** `api-reference/<document slug>/<operation slug>`: also its URL under /docs/. */
  pagePath: string;
  /** From operationId (kebab-case), else method and path: `list-plants`, `get-api-cases-id`. */
  slug: string;
  method: HttpMethod;
  path: string;
  /** The operation's summary, else `METHOD /path`. */
  title: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
}

/** One `openapi` entry of site.json, loaded (or not: `error` says why). */
export interface ApiDocumentSummary {
  /** The entry as site.json wrote it: a path relative to docs/ or an absolute URL. */
  source: string;
  /** `plant-store-api`, from info.title, unique among the entries. */
  slug: string;
  /** info.title, else the source. */
  title: string;
  /** info.version. */
  version?: string;
  /** In `maintainOrder` order when set, else sorted (see openapi loader). */
  operations: ApiOperation[];
  /** Why the document could not be loaded; `operations` is then empty. */
  error?: string;
}

/** One entry of the full-text search index. */
export interface SearchEntry {
  /** Unique: the href. */
  id: string;
  /** `/docs/hosts/cases#errors` */
  href: string;
  /** The page's title. */
  pageTitle: string;
  /** The section's heading; absent for the part of a page before its first heading. */
  heading?: string;
  /** The section's plain text (no Markdown syntax). */
  text: string;
  /** `page` for Markdown, `api` for an API operation. */
  kind: 'page' | 'api';
}
