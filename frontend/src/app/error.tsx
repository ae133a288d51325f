'use client';

/**
 * What a page shows when rendering it threw (a bug, not a failed request: those are answered
 * where they happen). Every route's first load carries it, so it imports nothing: the
 * shared button styles would bring their link component along (~1.3 KB gzip on every route).
 * The digest is what the server's log names for an error thrown while rendering there.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const button =
    'inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-semibold focus-visible:outline-offset-2';
  return (
    <main
      id="main"
      className="container-page flex min-h-dvh flex-col items-center justify-center py-20 text-center"
    >
      <p className="text-sm font-semibold text-accent">Resume Agent</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Something went wrong</h1>
      <p className="mt-4 max-w-md text-ink-muted">
        This page stopped working. Nothing you saved is lost: try again, or start over from the home
        page.
      </p>
      {error.digest ? (
        <p className="mt-2 text-sm text-ink-subtle">
          Reference: <code>{error.digest}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Try again
        </button>
        {/* A full page load, not a client navigation: it leaves the state that broke behind. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className={`${button} border border-line-strong bg-surface text-ink hover:bg-accent-soft`}
        >
          Home page
        </a>
      </div>
    </main>
  );
}
