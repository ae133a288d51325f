'use client';

import { lazyComponent } from '@/components/lazy-component';
import { useState } from 'react';
import { buttonClasses } from '../button-link';
import { useFocusReturn } from '../confirm-step';
import { SettingsPanel } from './settings-panel';

// Asked for only after "Delete account…": its code loads on hover or focus of that button.
const DeleteAccountForm = lazyComponent(() =>
  import('./delete-account-form').then((module) => module.DeleteAccountForm),
);

/** The one way out: what deleting takes with it, and a button that asks for the password. */
export function DeleteAccountPanel() {
  const [isAsking, setIsAsking] = useState(false);
  // After Cancel, focus goes back to the button that opened the form.
  const triggerRef = useFocusReturn(isAsking);

  return (
    <SettingsPanel
      title="Delete account"
      description="Removes your account and everything in it, for good."
    >
      <div className="rounded-xl border border-bad/30 bg-surface p-5">
        <p className="text-sm text-ink">
          Your resumes, jobs, tailored resumes and cover letters, application history and API tokens
          are deleted, and every device is signed out. This cannot be undone.
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          To keep a copy, download your data first (above); the resume editor and each job&apos;s
          page also export resumes as PDF, Word, Markdown and JSON.
        </p>
        <div className="mt-4">
          {isAsking ? (
            <DeleteAccountForm
              onCancel={() => {
                setIsAsking(false);
              }}
            />
          ) : (
            <button
              ref={triggerRef}
              type="button"
              onPointerEnter={() => void DeleteAccountForm.preload()}
              onFocus={() => void DeleteAccountForm.preload()}
              onClick={() => {
                setIsAsking(true);
              }}
              className={buttonClasses(
                'secondary',
                'md',
                // The danger colours over the secondary ones (both set text and border colour).
                'border-bad/40! text-bad! hover:border-bad! hover:bg-bad/10!',
              )}
            >
              Delete account…
            </button>
          )}
        </div>
      </div>
    </SettingsPanel>
  );
}
