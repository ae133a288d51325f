import { ButtonLink } from '../button-link';
import { MatchScoreCard } from './match-score-card';
import { CheckIcon } from '../icons';

const assurances = ['No language model', 'Runs offline', 'MIT licensed'];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-dot-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_70%_60%_at_30%_0%,black,transparent)]"
      />
      <div aria-hidden="true" className="bg-glow-top absolute inset-0 -z-20" />
      <div className="container-page grid items-center gap-12 pt-12 pb-20 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-line bg-accent-soft px-3 py-1 text-sm font-medium text-accent">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
            Open source resume tailoring
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            Tailored resumes that <span className="text-accent">explain themselves</span>.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-ink-muted">
            Keep one base resume. For every job you add, Resume Agent writes a tailored resume and
            cover letter, scores the match, and shows its work: each matched skill traced to a line
            you wrote, each missing must-have in plain sight.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/sign-up" size="lg">
              Get started
              <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
                <path
                  d="M4 10h11m-4-4.5L15.5 10 11 14.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </ButtonLink>
            <ButtonLink href="/docs" prefetch={false} size="lg" variant="secondary">
              Read the docs
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            {assurances.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-good" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-lg lg:max-w-none">
          <MatchScoreCard />
        </div>
      </div>
    </section>
  );
}
