import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { JobsView } from '@/components/jobs/jobs-view';

export const metadata: Metadata = { title: 'Jobs' };

/** Static shell; the list reads its search from the URL in the browser, hence the Suspense. */
export default function JobsPage() {
  return (
    <AppShell>
      <Suspense>
        <JobsView />
      </Suspense>
    </AppShell>
  );
}
