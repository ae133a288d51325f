'use client';

import { useEffect, useId, useRef } from 'react';
import type { CreatedToken } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { CopyField, useCopy } from './copy-field';

/** The one moment a token's secret is visible: copy it now, it is never shown again. */
export function TokenReveal({ token, onDismiss }: { token: CreatedToken; onDismiss: () => void }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const { copyState, copy } = useCopy(token.token, fieldRef);

  useEffect(() => {
    // Move focus here so keyboard and screen reader users meet the secret first.
    headingRef.current?.focus();
  }, [token.id]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-warn-line bg-warn-soft p-5 sm:p-6"
    >
      <h3
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-ink focus:outline-none"
      >
        <svg viewBox="0 0 20 20" className="size-5 shrink-0 text-warn" aria-hidden="true">
          <path
            d="M10 3 2.5 16.5h15L10 3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <path
            d="M10 8v4m0 2.2v.01"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        Copy your new token “{token.name}” now
      </h3>
      <p className="mt-2 text-sm text-ink-muted">
        This is the only time it is shown. Store it somewhere safe, such as a password manager or
        your host’s secret store. If you lose it, revoke it and create a new one.
      </p>
      <label htmlFor={`${id}-token`} className="sr-only">
        New API token
      </label>
      <div className="mt-4">
        <CopyField
          id={`${id}-token`}
          value={token.token}
          fieldRef={fieldRef}
          copyState={copyState}
          onCopy={copy}
        />
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {copyState === 'copied'
            ? 'Token copied to the clipboard.'
            : copyState === 'failed'
              ? 'Could not copy automatically: the token is selected, press Ctrl+C (⌘C).'
              : ''}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className={buttonClasses('secondary', 'md', 'self-end sm:self-auto')}
        >
          I have copied it
        </button>
      </div>
    </section>
  );
}
