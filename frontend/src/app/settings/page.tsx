import type { Metadata } from 'next';
import { SettingsView } from '@/components/account/settings-view';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

/** Static shell; `SettingsView` checks the session in the browser and loads the data. */
export default function SettingsPage() {
  return (
    <>
      <SiteHeader isAccountPage />
      <main id="main" className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Settings</h1>
        <p className="mt-2 text-ink-muted">Your account and the tokens your scripts use.</p>
        <div className="mt-10">
          <SettingsView />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
