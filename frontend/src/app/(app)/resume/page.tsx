import type { Metadata } from 'next';
import { AppShell } from '@/components/app/app-shell';
import { ResumeView } from '@/components/resume/resume-view';

export const metadata: Metadata = { title: 'Resume' };

/** Static shell; the view loads the resumes in the browser. */
export default function ResumePage() {
  return (
    <AppShell>
      <ResumeView />
    </AppShell>
  );
}
