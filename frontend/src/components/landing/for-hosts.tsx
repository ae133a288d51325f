import { ButtonLink } from '../button-link';
import { SectionHeading } from '../section-heading';

const features = [
  {
    title: 'A generic case shape',
    body: 'Applications arrive as AgentCase records: title, subtitle, status, a one-line summary and a deep link back.',
  },
  {
    title: 'Self-describing controls',
    body: 'The case schema lists fields, statuses, colors and allowed transitions, so your UI never hard-codes our workflow.',
  },
  {
    title: 'Safe to retry',
    body: 'Idempotency-Key on create, ETag and If-Match on update, scoped personal access tokens, and an OpenAPI 3.1 document.',
  },
];

/** A terminal-style sample request. Always dark, in both colour schemes. */
function CaseApiSample() {
  return (
    <div className="overflow-hidden rounded-2xl border border-white/10 bg-[#0d1024] shadow-2xl shadow-brand-950/30">
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-white/20" />
        <span aria-hidden="true" className="size-2.5 rounded-full bg-white/20" />
        <span aria-hidden="true" className="size-2.5 rounded-full bg-white/20" />
        <span className="ml-2 text-xs font-medium text-slate-300">Case API</span>
      </div>
      <pre
        tabIndex={0}
        aria-label="Example request to the case API and its response"
        className="overflow-x-auto p-4 font-mono text-xs leading-6 text-slate-200 sm:p-5 sm:text-[0.8125rem]"
      >
        <code>
          <span className="text-slate-400">$ </span>
          <span className="text-white">curl</span> -H{' '}
          <span className="text-emerald-300">&quot;Authorization: Bearer $TOKEN&quot;</span> \
          {'\n    '}
          <span className="text-emerald-300">
            &quot;$API/api/cases?status=ready&amp;limit=1&quot;
          </span>
          {'\n'}
          <span className="text-slate-400">{'{'}</span>
          {'\n  '}
          <span className="text-sky-300">&quot;items&quot;</span>: [{'{'}
          {'\n    '}
          <span className="text-sky-300">&quot;id&quot;</span>:{' '}
          <span className="text-amber-200">&quot;6f1c2a9e-…&quot;</span>,{'\n    '}
          <span className="text-sky-300">&quot;title&quot;</span>:{' '}
          <span className="text-amber-200">&quot;Senior Frontend Engineer&quot;</span>,{'\n    '}
          <span className="text-sky-300">&quot;subtitle&quot;</span>:{' '}
          <span className="text-amber-200">&quot;Acme Robotics · Remote (EU)&quot;</span>,{'\n    '}
          <span className="text-sky-300">&quot;status&quot;</span>:{' '}
          <span className="text-amber-200">&quot;ready&quot;</span>,{'\n    '}
          <span className="text-sky-300">&quot;summary&quot;</span>:{' '}
          <span className="text-amber-200">&quot;Match 82/100 · next: apply&quot;</span>,{'\n    '}
          <span className="text-sky-300">&quot;version&quot;</span>:{' '}
          <span className="text-violet-300">3</span>
          {'\n  }],\n  '}
          <span className="text-sky-300">&quot;nextCursor&quot;</span>:{' '}
          <span className="text-violet-300">null</span>
          {'\n'}
          <span className="text-slate-400">{'}'}</span>
        </code>
      </pre>
    </div>
  );
}

/** What a host might draw from one case and its schema. Illustration only: nothing here is clickable. */
function HostControlSample() {
  return (
    <figure className="rounded-2xl border border-line bg-surface p-4 shadow-lg shadow-brand-950/5 sm:p-5 dark:shadow-black/30">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        In your product
      </figcaption>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">Senior Frontend Engineer</p>
          <p className="text-sm text-ink-muted">Acme Robotics · Remote (EU)</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          Ready
        </span>
      </div>
      <p className="mt-3 text-sm text-ink-muted">Match 82/100 · next: apply</p>
      <div aria-hidden="true" className="mt-4 flex flex-wrap gap-2">
        <span className="inline-flex h-8 items-center rounded-lg bg-brand-600 px-3 text-xs font-semibold text-white">
          Mark applied
        </span>
        <span className="inline-flex h-8 items-center rounded-lg border border-line-strong px-3 text-xs font-semibold text-ink">
          Back to draft
        </span>
        <span className="inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold text-ink-muted">
          Withdraw
        </span>
      </div>
    </figure>
  );
}

export function ForHosts() {
  return (
    <section aria-labelledby="hosts" className="py-20 sm:py-24">
      <div className="container-page grid gap-14 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="hosts"
            eyebrow="For hosts"
            title="Embed case controls in your own product"
          >
            Job boards, career coaches and HR tools can show each application’s status and next step
            — and move it along — without owning the workflow. Resume Agent keeps the rules.
          </SectionHeading>
          <ul className="mt-10 space-y-5">
            {features.map((feature) => (
              <li key={feature.title} className="border-l-2 border-accent-line pl-4">
                <h3 className="font-semibold text-ink">{feature.title}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{feature.body}</p>
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink href="/embed/demo" prefetch={false}>
              Try the case controls
            </ButtonLink>
            <ButtonLink href="/docs#case-api" prefetch={false} variant="secondary">
              Case API reference
            </ButtonLink>
          </div>
        </div>
        <div className="relative min-w-0 space-y-5">
          <div className="lg:mr-12">
            <CaseApiSample />
          </div>
          <div className="relative sm:ml-auto sm:max-w-sm lg:-mt-16">
            <HostControlSample />
          </div>
        </div>
      </div>
    </section>
  );
}
