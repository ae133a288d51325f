import { ButtonLink } from '../button-link';

/** No applications yet: the three steps to the first one, starting where the user is. */
export function DashboardEmpty({ hasResume }: { hasResume: boolean }) {
  const steps = [
    {
      title: 'Import your resume',
      text: 'PDF, Word, Markdown or JSON Resume: it becomes the base every job is matched against.',
      done: hasResume,
    },
    {
      title: 'Add a job',
      text: 'Paste a posting or a careers-page link and see how well you match.',
      done: false,
    },
    {
      title: 'Tailor and start an application',
      text: 'Tailor your resume and cover letter to the job; the application then shows up here.',
      done: false,
    },
  ];
  return (
    <section
      aria-labelledby="dashboard-empty-heading"
      className="rounded-2xl border border-line bg-surface p-6 sm:p-10"
    >
      <h2 id="dashboard-empty-heading" className="text-xl font-semibold text-ink">
        No applications yet
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Add a job, tailor your resume, then start an application. Your pipeline, follow-ups and
        funnel appear here as soon as you have one.
      </p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-line bg-surface-muted/60 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-ink">
              <span
                aria-hidden="true"
                className={`grid size-6 place-items-center rounded-full text-xs ${
                  step.done ? 'bg-good-soft text-good' : 'bg-accent-soft text-accent'
                }`}
              >
                {step.done ? '✓' : index + 1}
              </span>
              {step.title}
              {step.done ? <span className="sr-only"> (done)</span> : null}
            </p>
            <p className="mt-1.5 text-sm text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      {/* "Add a job" is in the page's heading, drawn before the data. */}
      {hasResume ? null : (
        <div className="mt-6">
          <ButtonLink href="/resume">Import your resume</ButtonLink>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 rounded-xl border border-dashed border-line-strong p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">Kept a spreadsheet?</span> Bring the applications
          you have sent already, at their statuses.
        </p>
        <ButtonLink href="/import" variant="secondary" className="self-start sm:self-auto">
          Import your spreadsheet
        </ButtonLink>
      </div>
    </section>
  );
}
