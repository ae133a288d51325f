import type { Metadata } from 'next';
import { LogoMark } from '@/components/logo-mark';

export const metadata: Metadata = { title: 'Page not found' };

const link =
  'inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-semibold focus-visible:outline-offset-2';

/**
 * Any address no route answers (a mistyped link, an old bookmark). Plain links and no client
 * components: the root not-found page sits in the root layout's tree, so whatever client code
 * it used would load with every route (the site header's would add ~5 KB gzip to each).
 * Server-rendered, it cannot know whether the visitor is signed in, so it offers both ways on.
 */
export default function NotFound() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="container-page flex min-h-dvh flex-col items-center justify-center py-20 text-center focus:outline-none"
    >
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
      <a href="/" className="flex items-center gap-2.5 text-[1.05rem] font-semibold text-ink">
        <LogoMark className="size-8" />
        Resume Agent
      </a>
      <p className="mt-12 text-sm font-semibold tracking-wide text-accent">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-md text-ink-muted">
        Nothing lives at this address. The link may be mistyped, or the page may have moved.
      </p>
      <nav aria-label="Ways on" className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/dashboard" className={`${link} bg-brand-600 text-white hover:bg-brand-700`}>
          Your dashboard
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
        <a
          href="/"
          className={`${link} border border-line-strong bg-surface text-ink hover:bg-accent-soft`}
        >
          Home page
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
        <a href="/docs" className={`${link} text-ink-muted hover:bg-surface-muted hover:text-ink`}>
          Documentation
        </a>
      </nav>
    </main>
  );
}
