import type { Metadata } from 'next';
import { AppShell } from '@/components/app/app-shell';
import { DashboardView } from '@/components/pipeline/dashboard-view';

export const metadata: Metadata = { title: 'Dashboard' };

export default function DashboardPage() {
  return (
    // The dashboard needs no user: drawn at once, its data loading alongside the session check.
    <AppShell awaitSession={false}>
      <DashboardView />
    </AppShell>
  );
}
