'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { api, signInPathFor, type User } from '@/lib/api';
import { SessionLoading, SessionProblem } from '../account/session-states';
import { useSession } from '../account/use-session';
import { AppLink } from '../app-link';
import { lazyComponent } from '../lazy-component';
import { LogoMark } from '../logo-mark';

// Drawn only for an account whose address is not confirmed yet: its code loads then, and
// stays out of every signed-in page's first load (scripts/check-budgets.mjs).
const EmailConfirmationNotice = lazyComponent(() =>
  import('./email-confirmation-notice').then((module) => module.EmailConfirmationNotice),
);

// Settings is a cog on phones (its name stays for screen readers): the five words do not fit
// beside each other there.
export const APP_NAV = [
  { href: '/dashboard', label: 'Dashboard', isIconOnPhones: false },
  { href: '/jobs', label: 'Jobs', isIconOnPhones: false },
  { href: '/people', label: 'People', isIconOnPhones: false },
  { href: '/resume', label: 'Resume', isIconOnPhones: false },
  { href: '/settings', label: 'Settings', isIconOnPhones: true },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The app's header; without a user (the session is still being checked) it shows the nav only. */
function AppHeader({ user }: { user: User | null }) {
  const pathname = usePathname();
  const router = useRouter();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function signOut() {
    setIsSigningOut(true);
    try {
      await api.signOut();
    } finally {
      router.replace('/sign-in');
    }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <AppLink
          href="/dashboard"
          aria-label="Resume Agent, dashboard"
          // On the narrowest phones the nav needs the room, and it links the dashboard too.
          className="flex shrink-0 items-center gap-2.5 font-semibold tracking-tight text-ink max-[399px]:hidden"
        >
          <LogoMark className="size-8 shrink-0" />
          <span className="hidden lg:inline">Resume Agent</span>
        </AppLink>
        <nav
          aria-label="App"
          className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto max-[374px]:gap-0.5"
        >
          {APP_NAV.map((item) => {
            const current = isCurrent(pathname, item.href);
            return (
              <AppLink
                key={item.href}
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors max-[374px]:px-1.5 max-[374px]:text-[0.8125rem] sm:px-3 ${
                  current
                    ? 'bg-accent-soft text-ink'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                }`}
              >
                {item.isIconOnPhones ? (
                  <>
                    <SettingsIcon className="block size-[1.125rem] sm:hidden" />
                    <span className="max-sm:sr-only">{item.label}</span>
                  </>
                ) : (
                  item.label
                )}
              </AppLink>
            );
          })}
        </nav>
        {user ? (
          <span
            className="hidden max-w-48 truncate text-sm text-ink-muted lg:block"
            title={user.email}
          >
            {user.email}
          </span>
        ) : null}
        {/* On phones the nav needs the room; Settings has its own Sign out button. */}
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={isSigningOut || user === null}
          className="hidden shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60 sm:block"
        >
          Sign out
        </button>
      </div>
    </header>
  );
}

const SessionUserContext = createContext<User | null>(null);

/** The signed-in user, inside an <AppShell> that awaits the session (the default). */
export function useSessionUser(): User {
  const user = useContext(SessionUserContext);
  if (user === null) {
    throw new Error('useSessionUser is only available inside <AppShell> once the session is known');
  }
  return user;
}

const ReplaceSessionUserContext = createContext<(user: User) => void>(() => undefined);

/** Shows a changed user (a new e-mail address) everywhere the shell shows the user. */
export function useReplaceSessionUser(): (user: User) => void {
  return useContext(ReplaceSessionUserContext);
}

/**
 * The frame of every signed-in page: the app's navigation above the page, and the session
 * check (visitors go to sign-in and come back). Server pages pass plain elements:
 * `<AppShell><JobsView /></AppShell>` (a function cannot cross from a server component to a
 * client one); views read the user with `useSessionUser()`.
 *
 * By default the page waits for the session check. A page that does not need the user, whose
 * data comes from GraphQL (which checks the session itself), passes `awaitSession={false}`: it
 * is drawn at once, in the server's HTML, and its queries and code load alongside the check
 * instead of after it. Such a page handles the API's UNAUTHENTICATED answer as "signed out"
 * (useSignedOutRedirect) rather than showing it.
 *
 * The header and <main> stay the same elements whatever the session's state, so nothing in
 * them is drawn twice or moves when the check answers.
 */
export function AppShell({
  children,
  awaitSession = true,
}: {
  children: ReactNode;
  awaitSession?: boolean;
}) {
  const pathname = usePathname();
  const { session, retry, replaceUser } = useSession(signInPathFor(pathname));
  const user = session.state === 'ready' ? session.user : null;

  let content = children;
  if (session.state === 'error') {
    content = <SessionProblem message={session.message} onRetry={retry} />;
  } else if (session.state === 'loading' && awaitSession) {
    content = <SessionLoading label="Loading your workspace…" />;
  }

  return (
    <SessionUserContext.Provider value={user}>
      <ReplaceSessionUserContext.Provider value={replaceUser}>
        <AppHeader user={user} />
        <main id="main" className="container-page py-8 sm:py-10">
          {user?.emailConfirmedAt === null && !isCurrent(pathname, '/settings') ? (
            <EmailConfirmationNotice key={user.id} user={user} />
          ) : null}
          {content}
        </main>
      </ReplaceSessionUserContext.Provider>
    </SessionUserContext.Provider>
  );
}

/**
 * A cog: Settings on phones. Drawn here rather than taken from ../icons, which would bring that
 * whole module into every signed-in page's first load.
 */
function SettingsIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M19.2 9.5 21.8 10.3 21.8 13.7 19.2 14.5 18.8 15.3 20.2 17.7 17.7 20.2 15.3 18.8 14.5 19.2 13.7 21.8 10.3 21.8 9.5 19.2 8.7 18.8 6.3 20.2 3.8 17.7 5.2 15.3 4.8 14.5 2.2 13.7 2.2 10.3 4.8 9.5 5.2 8.7 3.8 6.3 6.3 3.8 8.7 5.2 9.5 4.8 10.3 2.2 13.7 2.2 14.5 4.8 15.3 5.2 17.7 3.8 20.2 6.3 18.8 8.7Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}
