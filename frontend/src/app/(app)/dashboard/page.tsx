import type { Metadata } from 'next';
import { AppShell } from '@/components/app/app-shell';
import { DashboardView } from '@/components/pipeline/dashboard-view';

export const metadata: Metadata = { title: 'Dashboard' };

export default function DashboardPage() {
  return (
    <AppShell>
      <DashboardView />
    </AppShell>
  );
}
