import Link from 'next/link';
import { BackendStatus } from './backend-status';
import { LogoMark } from './logo-mark';

const columns = [
  {
    title: 'Product',
    links: [
      { href: '/#how-it-works', label: 'How it works' },
      { href: '/#match-score', label: 'Match score' },
      { href: '/#pipeline', label: 'Pipeline' },
      { href: '/#principles', label: 'Offline & open' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { href: '/docs', label: 'Documentation' },
      { href: '/#hosts', label: 'Case API for hosts' },
      { href: '/docs#self-hosting', label: 'Self-hosting' },
    ],
  },
  {
    title: 'Account',
    links: [
      { href: '/sign-up', label: 'Create an account' },
      { href: '/sign-in', label: 'Sign in' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-canvas-tint">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <Link href="/" className="inline-flex items-center gap-2.5 font-semibold text-ink">
            <LogoMark className="size-7" />
            <span>Resume Agent</span>
          </Link>
          <p className="max-w-xs text-sm leading-6 text-ink-muted">
            Tailored resumes and cover letters that explain themselves. Deterministic, offline, open
            source.
          </p>
          <BackendStatus />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    className="text-sm text-ink-muted transition-colors hover:text-accent"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ink-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>© Resume Agent contributors. Released under the MIT License.</p>
          <p>No language model. No tracking. Your resume stays on your server.</p>
        </div>
      </div>
    </footer>
  );
}
