import type { Metadata } from 'next';
import { LogoMark } from '@/components/logo-mark';

export const metadata: Metadata = {
  title: 'Account deleted',
  robots: { index: false },
};

const link =
  'inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-semibold focus-visible:outline-offset-2';

/**
 * Where Settings sends a browser whose account it just deleted (by a full page load, so nothing
 * of the account stays in memory). Server-rendered with plain links: it has nothing to run.
 */
export default function AccountDeletedPage() {
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
      <h1 className="mt-12 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Your account has been deleted
      </h1>
      <p className="mt-4 max-w-md text-ink-muted">
        Your resumes, jobs, applications and API tokens are gone, and every device was signed out.
        Thank you for trying Resume Agent.
      </p>
      <nav aria-label="Ways on" className="mt-8 flex flex-wrap justify-center gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
        <a
          href="/"
          className={`${link} border border-line-strong bg-surface text-ink hover:bg-accent-soft`}
        >
          Home page
        </a>
        <a
          href="/sign-up"
          className={`${link} text-ink-muted hover:bg-surface-muted hover:text-ink`}
        >
          Create a new account
        </a>
      </nav>
    </main>
  );
}
