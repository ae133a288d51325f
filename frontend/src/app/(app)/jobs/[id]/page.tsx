import type { Metadata } from 'next';
import { AppShell } from '@/components/app/app-shell';
import { JobView } from '@/components/jobs/job-view';

export const metadata: Metadata = { title: 'Job' };

/** Static shell; the job is loaded in the browser with the session's cookie. */
export default function JobPage() {
  return (
    <AppShell>
      <JobView />
    </AppShell>
  );
}
