// The full-text search index of the docs, fetched by the search dialog the first time a reader
// opens it. Built per request (pages are re-read when their files change) but cheap: each
// page's entries are kept with the page object the loader caches.
import { buildSearchEntries, packSearchEntries } from '@/lib/docs/search-index';
import { loadDocsSite } from '@/lib/docs/site';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { pages, apiDocuments } = await loadDocsSite();
  const payload = packSearchEntries(buildSearchEntries(pages.values(), apiDocuments));
  return Response.json(payload, {
    // A reader who opens the search on several pages downloads the index once a minute at most.
    headers: { 'cache-control': 'public, max-age=60' },
  });
}
