import Link from 'next/link';
import type { ReactNode } from 'react';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';

/** The page around the sign-in and sign-up cards: header, a centred card, footer. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  isAccountPage = false,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  /** For pages that signed-in people open too: the header links Settings, not sign-up. */
  isAccountPage?: boolean;
}) {
  return (
    <>
      <SiteHeader isAccountPage={isAccountPage} />
      <main id="main" className="relative isolate">
        <div aria-hidden="true" className="bg-glow-top absolute inset-0 -z-10" />
        <div className="container-page flex justify-center py-12 sm:py-20">
          <div className="w-full max-w-md">
            <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl shadow-brand-900/5 sm:p-8">
              <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
              <p className="mt-2 text-sm text-ink-muted">{subtitle}</p>
              <div className="mt-8">{children}</div>
            </div>
            <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

/** The footer of the forgot and reset password pages: back to signing in. */
export function RememberedItFooter() {
  return (
    <>
      Remembered it?{' '}
      <Link href="/sign-in" className="font-semibold text-accent hover:underline">
        Sign in
      </Link>
    </>
  );
}
