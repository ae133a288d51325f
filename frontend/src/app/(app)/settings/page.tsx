import type { Metadata } from 'next';
import { SettingsView } from '@/components/account/settings-view';
import { AppShell } from '@/components/app/app-shell';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <AppShell>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Settings</h1>
      <p className="mt-2 text-ink-muted">
        Your account, where it is signed in, and the tokens your scripts use.
      </p>
      <div className="mt-10">
        <SettingsView />
      </div>
    </AppShell>
  );
}
