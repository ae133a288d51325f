import type { Metadata } from 'next';
import { PlainPage, plainLinkClasses } from '@/components/plain-page';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * Any address no route answers (a mistyped link, an old bookmark). A plain page: the root
 * not-found page sits in the root layout's tree, so whatever client code it used would load
 * with every route (the site header's would add ~5 KB gzip to each). Server-rendered, it
 * cannot know whether the visitor is signed in, so it offers both ways on.
 */
export default function NotFound() {
  return (
    <PlainPage>
      <p className="mt-12 text-sm font-semibold tracking-wide text-accent">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-md text-ink-muted">
        Nothing lives at this address. The link may be mistyped, or the page may have moved.
      </p>
      <nav aria-label="Ways on" className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/dashboard" className={plainLinkClasses('primary')}>
          Your dashboard
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
        <a href="/" className={plainLinkClasses('secondary')}>
          Home page
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
        <a href="/docs" className={plainLinkClasses('ghost')}>
          Documentation
        </a>
      </nav>
    </PlainPage>
  );
}
