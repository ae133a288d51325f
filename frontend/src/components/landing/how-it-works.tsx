import type { ReactNode } from 'react';
import { lineIconProps } from '../icons';
import { SectionHeading } from '../section-heading';

interface Step {
  title: string;
  body: string;
  icon: ReactNode;
}

const iconProps = lineIconProps('size-6');

const steps: Step[] = [
  {
    title: 'Start from your base resume',
    body: 'Import a JSON Resume or write it once. Every bullet keeps an id, so evidence can always point back to the line you wrote.',
    icon: (
      <svg {...iconProps}>
        <path d="M7 3.5h7l4 4v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1Z" />
        <path d="M13.5 3.5V8H18M9 12h6M9 15.5h4" />
      </svg>
    ),
  },
  {
    title: 'Add a job posting',
    body: 'Paste it as text, Markdown or HTML. Resume Agent pulls out must-haves and nice-to-haves and normalizes names, so “JS” and “JavaScript” meet.',
    icon: (
      <svg {...iconProps}>
        <rect x="3.5" y="7" width="17" height="12.5" rx="1.5" />
        <path d="M9 7V5.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1V7M3.5 12.5h17" />
      </svg>
    ),
  },
  {
    title: 'Get a tailored resume and letter',
    body: 'Relevant bullets move up, matching terms surface and nothing is invented. A match score explains every point it gives and every point it withholds.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3.5v3M12 17.5v3M3.5 12h3M17.5 12h3M6 6l2 2M16 16l2 2M6 18l2-2M16 8l2-2" />
        <circle cx="12" cy="12" r="3" />
      </svg>
    ),
  },
  {
    title: 'Track every application',
    body: 'Move each job from draft to offer. Every change of status is recorded with a note and a time, so you always know what happened and what is next.',
    icon: (
      <svg {...iconProps}>
        <rect x="3.5" y="4.5" width="5" height="15" rx="1" />
        <rect x="10" y="4.5" width="5" height="10" rx="1" />
        <rect x="16.5" y="4.5" width="4" height="6.5" rx="1" />
      </svg>
    ),
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works"
      className="border-y border-line bg-canvas-tint py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="how-it-works"
          eyebrow="How it works"
          title="From posting to application in four steps"
        >
          You write your experience once. Resume Agent does the re-arranging for each job — and
          tells you exactly why.
        </SectionHeading>
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  {step.icon}
                </span>
                <span className="text-sm font-semibold text-ink-subtle tabular-nums">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
