import { ButtonLink } from '@/components/button-link';

/**
 * No open task on any application in progress: where tasks come from, and the way there. With
 * applications in progress, the form above the list is one way.
 */
export function NoOpenTasks({ canAdd }: { canAdd: boolean }) {
  return (
    <section
      aria-labelledby="tasks-empty-title"
      className="rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center"
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12 text-accent">
        <rect
          x="9"
          y="7"
          width="30"
          height="34"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
        <path
          d="m16 24 5 5 11-11"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="tasks-empty-title" className="mt-4 text-lg font-semibold text-ink">
        Nothing to do right now
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">
        {canAdd
          ? 'Add one above, or on an application’s page under Tasks: sending the portfolio, asking for a referral. Every open one shows here, with its day, until you check it off.'
          : 'Tasks are added to applications in progress: sending the portfolio, asking for a referral. Every open one shows here, with its day, until you check it off.'}
      </p>
      {canAdd ? null : (
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <ButtonLink href="/dashboard">Go to your applications</ButtonLink>
        </div>
      )}
    </section>
  );
}
