import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { PeopleView } from '@/components/people/people-view';

export const metadata: Metadata = { title: 'People' };

/** Static shell; the list reads its search from the URL in the browser, hence the Suspense. */
export default function PeoplePage() {
  return (
    <AppShell>
      <Suspense>
        <PeopleView />
      </Suspense>
    </AppShell>
  );
}
