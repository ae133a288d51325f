import type { Metadata } from 'next';
import { AppShell } from '@/components/app/app-shell';
import { ImportHelp } from '@/components/import/import-help';
import { ImportView } from '@/components/import/import-view';

export const metadata: Metadata = { title: 'Import from a spreadsheet' };

/** Static shell; the view reads the file and talks to the API in the browser. */
export default function ImportPage() {
  return (
    <AppShell>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Import from a spreadsheet</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Kept your job search in a spreadsheet? Bring it here: each row becomes a job and its
        application, at its status and sent on its day, so your board, funnel and weekly count carry
        on from where you are.
      </p>
      <div className="mt-8">
        <ImportView help={<ImportHelp />} />
      </div>
    </AppShell>
  );
}
