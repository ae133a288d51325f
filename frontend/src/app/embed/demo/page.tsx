import type { Metadata } from 'next';
import { CaseControlsDemo } from '@/components/embed/case-controls-demo';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

export const metadata: Metadata = {
  title: 'Case controls demo',
  description: 'The <agent-case-controls> web component, live against your own cases.',
  robots: { index: false },
};

/** Static shell; `CaseControlsDemo` checks the session in the browser and mounts the element. */
export default function CaseControlsDemoPage() {
  return (
    <>
      <SiteHeader isAccountPage />
      <main id="main" className="container-page py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">For hosts</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Case controls demo</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">
          This is the <code className="font-mono text-[0.9em]">&lt;agent-case-controls&gt;</code>{' '}
          element a host product embeds with one script tag, running against your own cases.
          Everything it shows comes from the case schema; here it uses your session, on a host it
          talks to the host&apos;s proxy, which adds the host&apos;s token.
        </p>
        <div className="mt-10">
          <CaseControlsDemo />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
