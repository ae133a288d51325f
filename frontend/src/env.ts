/**
 * The only module that reads process.env (a lint rule forbids it elsewhere).
 *
 * Next inlines `NEXT_PUBLIC_*` variables into the bundles at build time, and only when they
 * are written out literally as `process.env.NEXT_PUBLIC_…`: never read them dynamically.
 * An invalid value therefore fails `next build` (pages import this module while prerendering)
 * instead of shipping a broken site.
 */

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

/**
 * Validate the backend's base address: an absolute http(s) URL, optionally with a path
 * prefix, without query or fragment. Unset or empty means the local default. The result
 * has no trailing slash, so callers write `${apiBaseUrl}/graphql`.
 */
export function parseApiBaseUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_API_BASE_URL;

  const problem = `NEXT_PUBLIC_API_BASE_URL: must be an http:// or https:// URL such as ${DEFAULT_API_BASE_URL}, got ${JSON.stringify(raw)}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(problem);
  if (url.search !== '' || url.hash !== '' || value.endsWith('?') || value.endsWith('#')) {
    throw new Error(`${problem} (no query string or fragment)`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new Error(`${problem} (no credentials in the URL)`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The backend's base address, e.g. `http://localhost:4000` (no trailing slash). */
export const apiBaseUrl: string = parseApiBaseUrl(process.env.NEXT_PUBLIC_API_BASE_URL);
