import type { Metadata } from 'next';
import { PlainPage, plainLinkClasses } from '@/components/plain-page';

export const metadata: Metadata = {
  title: 'Account deleted',
  robots: { index: false },
};

/**
 * Where Settings sends a browser whose account it just deleted, by a full page load so that
 * nothing of the account stays in memory. A plain page: it has nothing to run.
 */
export default function AccountDeletedPage() {
  return (
    <PlainPage>
      <h1 className="mt-12 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Your account has been deleted
      </h1>
      <p className="mt-4 max-w-md text-ink-muted">
        Your resumes, jobs, applications and API tokens are gone, and every device was signed out.
        Thank you for trying Resume Agent.
      </p>
      <nav aria-label="Ways on" className="mt-8 flex flex-wrap justify-center gap-3">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client code here */}
        <a href="/" className={plainLinkClasses('secondary')}>
          Home page
        </a>
        <a href="/sign-up" className={plainLinkClasses('ghost')}>
          Create a new account
        </a>
      </nav>
    </PlainPage>
  );
}
