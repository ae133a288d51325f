import Link from 'next/link';
import { ButtonLink } from './button-link';
import { LogoMark } from './logo-mark';
import { MobileNav, type NavItem } from './mobile-nav';

const navItems: NavItem[] = [
  { href: '/#how-it-works', label: 'How it works' },
  { href: '/#match-score', label: 'Match score' },
  { href: '/#pipeline', label: 'Pipeline' },
  { href: '/#hosts', label: 'For hosts' },
  { href: '/docs', label: 'Docs' },
];

/**
 * Static and server-rendered, so it cannot know whether anyone is signed in (the session
 * cookie belongs to the backend's origin). Account pages pass `isAccountPage` to swap the
 * visitor calls to action for a link back to the settings.
 */
export function SiteHeader({ isAccountPage = false }: { isAccountPage?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2.5 text-[1.05rem] font-semibold tracking-tight whitespace-nowrap text-ink"
        >
          <LogoMark className="size-8 shrink-0" />
          {/* The mark alone on the narrowest phones, so the menu button stays on screen. */}
          <span className="max-[359px]:sr-only">Resume Agent</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navItems.map((item) => (
            // Routes such as /docs arrive in later issues: no prefetching of pages that may 404.
            <Link
              key={item.href}
              href={item.href}
              prefetch={false}
              className="rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              {item.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {isAccountPage ? (
            <ButtonLink href="/settings" variant="ghost">
              Settings
            </ButtonLink>
          ) : (
            <>
              <span className="hidden sm:block">
                <ButtonLink href="/sign-in" variant="ghost">
                  Sign in
                </ButtonLink>
              </span>
              <ButtonLink href="/sign-up">Get started</ButtonLink>
            </>
          )}
          <MobileNav items={navItems} />
        </div>
      </div>
    </header>
  );
}
