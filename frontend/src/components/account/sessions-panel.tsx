'use client';

import { lazyComponent } from '@/components/lazy-component';
import { useState } from 'react';
import { ApiError, api } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { FormAlert } from './fields';
import { ListPending, useLoadedList } from './loaded-list';
import { SettingsPanel } from './settings-panel';
import { Spinner } from './spinner';

// Drawn once the list has answered: its code loads alongside the request.
const SessionList = lazyComponent(() =>
  import('./session-list').then((module) => module.SessionList),
);

function signedOutSentence(count: number): string {
  if (count === 0) return 'You were not signed in anywhere else.';
  return count === 1 ? 'One other session signed out.' : `${count} other sessions signed out.`;
}

// Module-level, so the hook sees the same function on every render.
const loadSessions = () => api.listSessions();

/** Where the account is signed in, with a way to sign out any other device, or all of them. */
export function SessionsPanel() {
  const sessions = useLoadedList(loadSessions, 'Could not load your sessions.');
  const [isSigningOutOthers, setIsSigningOutOthers] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const others = sessions.items?.filter((session) => !session.current) ?? [];

  async function signOutOthers() {
    setIsSigningOutOthers(true);
    setError(undefined);
    try {
      const count = await api.signOutOtherSessions();
      sessions.setItems((current) => current?.filter((session) => session.current));
      setAnnouncement(signedOutSentence(count));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not sign out the others.');
    } finally {
      setIsSigningOutOthers(false);
    }
  }

  return (
    <SettingsPanel
      title="Sessions"
      description="Where your account is signed in. Sign out any device you do not recognise, then change your password."
    >
      <div className="space-y-4">
        {sessions.items === undefined || sessions.loadError ? (
          <ListPending
            loadError={sessions.loadError}
            loadingLabel="Loading sessions…"
            onRetry={sessions.reload}
          />
        ) : (
          <SessionList
            sessions={sessions.items}
            onSignedOut={(session, label) => {
              sessions.setItems((current) => current?.filter((item) => item.id !== session.id));
              setAnnouncement(`${label} signed out.`);
            }}
          />
        )}
        {others.length > 0 ? (
          <button
            type="button"
            disabled={isSigningOutOthers}
            onClick={() => {
              void signOutOthers();
            }}
            className={buttonClasses('secondary', 'md')}
          >
            {isSigningOutOthers ? <Spinner /> : null}
            Sign out all other sessions
          </button>
        ) : null}
        <FormAlert message={error} />
        <p role="status" className="text-sm text-ink-muted">
          {announcement}
        </p>
      </div>
    </SettingsPanel>
  );
}
