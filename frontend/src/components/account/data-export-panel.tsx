'use client';

import { useState } from 'react';
import { ApiError, api } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { DownloadIcon } from '../icons';
import { FormAlert } from './fields';
import { SettingsPanel } from './settings-panel';
import { Spinner } from './spinner';

/** Everything the account holds, as one JSON file (docs/accounts.md, "Downloading your data"). */
export function DataExportPanel() {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  async function download() {
    setIsPending(true);
    setError(undefined);
    setAnnouncement('');
    try {
      // Loaded with the file, not with the page: the settings route is near its budget.
      const [{ filename, text }, { saveFile }] = await Promise.all([
        api.exportAccount(),
        import('@/lib/download'),
      ]);
      saveFile(filename, 'application/json', text);
      setAnnouncement(`Saved ${filename}.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not download your data.');
    } finally {
      setIsPending(false);
    }
  }

  return (
    <SettingsPanel title="Your data" description="A copy of everything your account holds.">
      <div className="rounded-xl border border-line bg-surface p-5">
        <p className="text-sm text-ink">
          One JSON file with your profile, resumes, jobs, applications with their history and
          interviews, tailored resumes and cover letters, and the names and sign-ins of your tokens
          and sessions. Passwords, tokens and your calendar address themselves are never in it.
        </p>
        <button
          type="button"
          disabled={isPending}
          onClick={() => {
            void download();
          }}
          className={buttonClasses('secondary', 'md', 'mt-4')}
        >
          {isPending ? <Spinner /> : <DownloadIcon />}
          {isPending ? 'Preparing…' : 'Download your data'}
        </button>
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {announcement}
        </p>
        {error ? (
          <div className="mt-3">
            <FormAlert message={error} />
          </div>
        ) : null}
      </div>
    </SettingsPanel>
  );
}
