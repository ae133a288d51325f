import type { Metadata } from 'next';
import { homePage, siteGroups } from '@/lib/docs/navigation';
import { loadDocsSite } from '@/lib/docs/site';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * A docs address with no page (an old link, a renamed page): the guides, grouped as in the
 * sidebar, to pick from. Plain links and no client components: this page sits in the docs
 * layout's tree, so whatever client code it used would load with every docs page (the top bar
 * and sidebar added ~9 KB gzip to each).
 */
export default async function DocsNotFound() {
  const site = await loadDocsSite();
  const { config } = site;
  const groups = siteGroups(config, site.pages, site.apiDocuments);
  const home = homePage(config, groups);
  // The guides only: the API reference's operations would bury them.
  const guides = groups
    .map((group) => ({ ...group, pages: group.pages.filter((page) => page.method === undefined) }))
    .filter((group) => group.pages.length > 0);
  return (
    <>
      <header className="border-b border-line">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <a
            href={home?.href ?? '/docs'}
            className="flex items-center gap-2 font-semibold text-ink"
          >
            {config.name}
            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted">
              Docs
            </span>
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
          <a href="/" className="text-sm font-medium text-ink-muted hover:text-ink">
            {config.name} home
          </a>
        </div>
      </header>
      <main id="main" className="container-page flex-1 py-16">
        <div className="mx-auto max-w-3xl">
          <p className="mb-2 text-sm font-semibold text-accent">404</p>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-[2.125rem]">
            Page not found
          </h1>
          <p className="mt-3 text-lg text-ink-muted">
            The {config.name} docs have no page at this address: it may have been renamed or moved.
            Start from{' '}
            <a href={home?.href ?? '/docs'} className="font-medium text-accent underline">
              {home?.title ?? 'the docs home'}
            </a>
            , or pick a page below.
          </p>
          <nav aria-label="Docs pages" className="mt-10 grid gap-8 sm:grid-cols-2">
            {guides.map((group, index) => (
              <section key={group.name ?? index}>
                {group.name ? (
                  <h2 className="text-sm font-semibold text-ink">{group.name}</h2>
                ) : null}
                <ul className="mt-3 space-y-2 border-l border-line pl-4">
                  {group.pages.map((page) => (
                    <li key={page.path}>
                      <a href={page.href} className="text-sm text-ink-muted hover:text-accent">
                        {page.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </div>
      </main>
    </>
  );
}
