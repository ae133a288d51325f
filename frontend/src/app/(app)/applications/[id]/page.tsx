import type { Metadata } from 'next';
import { AppShell } from '@/components/app/app-shell';
import { ApplicationView } from '@/components/pipeline/application-view';

export const metadata: Metadata = { title: 'Application' };

export default function ApplicationPage() {
  return (
    <AppShell>
      <ApplicationView />
    </AppShell>
  );
}
