import { buttonClasses, ButtonLink } from '@/components/button-link';

/** No contact on any application yet: where people come from, and the way there. */
export function NoPeopleYet() {
  return (
    <section
      aria-labelledby="people-empty-title"
      className="rounded-xl border border-dashed border-line-strong px-6 py-10 text-center"
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12 text-accent">
        <circle cx="19" cy="17" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path
          d="M6 39c1.5-7 6.5-11 13-11s11.5 4 13 11"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path
          d="M31 11.5a6.5 6.5 0 0 1 0 12M35 28.5c3.5 1.5 6 5 7 10.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <h2 id="people-empty-title" className="mt-4 text-lg font-semibold text-ink">
        No people yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">
        People are added on an application’s page, under Contacts: the recruiter, the hiring
        manager, whoever referred you. Each shows here once, with every application you met them
        through.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/dashboard">Go to your applications</ButtonLink>
        <ButtonLink href="/jobs" variant="secondary">
          Add a job
        </ButtonLink>
      </div>
    </section>
  );
}

/** A search no one matches: says so, and offers to clear it. */
export function NoPeopleFound({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
      <p className="break-words text-ink">No one matches “{search}”.</p>
      <p className="mt-1 text-sm text-ink-muted">
        The search looks in names, roles, e-mail addresses and companies.
      </p>
      <button type="button" onClick={onClear} className={buttonClasses('secondary', 'md', 'mt-4')}>
        Clear the search
      </button>
    </div>
  );
}
