import type { ReactNode } from 'react';
import { lineIconProps } from '../icons';
import { SectionHeading } from '../section-heading';

const iconProps = lineIconProps('size-5');

const principles: { title: string; body: string; icon: ReactNode }[] = [
  {
    title: 'No language model',
    body: 'Matching, tailoring and cover letters come from transparent rules applied to your own words. Nothing is sent to an AI service, and nothing is made up.',
    icon: (
      <svg {...iconProps}>
        <rect x="5" y="5" width="14" height="14" rx="2.5" />
        <path d="M9.5 2.5v2.5M14.5 2.5v2.5M9.5 19v2.5M14.5 19v2.5M2.5 9.5H5M2.5 14.5H5M19 9.5h2.5M19 14.5h2.5M3 3l18 18" />
      </svg>
    ),
  },
  {
    title: 'Deterministic',
    body: 'The same resume and posting give the same score and the same documents on every run — diff them, test them, trust them.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5M20 4v4.5h-4.5M20 12a8 8 0 0 1-13.7 5.6L4 15.5M4 20v-4.5h4.5" />
      </svg>
    ),
  },
  {
    title: 'Works offline',
    body: 'Runs on your machine with an embedded PostgreSQL (PGlite) — no account anywhere else. Point it at a PostgreSQL server when you deploy.',
    icon: (
      <svg {...iconProps}>
        <ellipse cx="12" cy="6" rx="7" ry="2.5" />
        <path d="M5 6v12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
      </svg>
    ),
  },
  {
    title: 'Open source, MIT',
    body: 'Read the rules, change the weights, self-host it with one container per service. Issues and pull requests welcome.',
    icon: (
      <svg {...iconProps}>
        <path d="m8.5 8-4 4 4 4M15.5 8l4 4-4 4M13.5 5.5l-3 13" />
      </svg>
    ),
  },
];

export function Principles() {
  return (
    <section
      aria-labelledby="principles"
      className="border-y border-line bg-canvas-tint py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="principles"
          eyebrow="Offline, deterministic, open"
          title="Software you can read, run and rely on"
          align="center"
        >
          Your career history is personal. Resume Agent keeps it on your own machine and explains
          every decision it makes about it.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map((principle) => (
            <li key={principle.title} className="rounded-2xl border border-line bg-surface p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
                {principle.icon}
              </span>
              <h3 className="mt-5 font-semibold text-ink">{principle.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{principle.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
