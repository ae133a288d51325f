'use client';

import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { ApiError } from '@/lib/api';
import { buttonClasses } from '../button-link';
import { FormAlert } from './fields';
import { Spinner } from './spinner';

export interface LoadedList<Item> {
  /** Undefined until the first answer. */
  items: Item[] | undefined;
  setItems: Dispatch<SetStateAction<Item[] | undefined>>;
  loadError: string | undefined;
  /** Asks again: after a change elsewhere, or when "Try again" is pressed. */
  reload: () => void;
}

/** A list the settings page reads from the REST API when it mounts, with its loading state. */
export function useLoadedList<Item>(
  load: () => Promise<Item[]>,
  failure: string,
): LoadedList<Item> {
  const [items, setItems] = useState<Item[]>();
  const [loadError, setLoadError] = useState<string>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (loaded) => {
        if (!isCurrent) return;
        setItems(loaded);
        setLoadError(undefined);
      },
      (error: unknown) => {
        if (isCurrent) setLoadError(error instanceof ApiError ? error.message : failure);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, failure, version]);

  const reload = useCallback(() => {
    setVersion((current) => current + 1);
  }, []);
  return { items, setItems, loadError, reload };
}

/** What stands in for a list that has not loaded: a spinner, or the failure and "Try again". */
export function ListPending({
  loadError,
  loadingLabel,
  onRetry,
}: {
  loadError: string | undefined;
  loadingLabel: string;
  onRetry: () => void;
}) {
  if (!loadError)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> {loadingLabel}
      </p>
    );
  return (
    <div className="space-y-3">
      <FormAlert message={loadError} />
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md')}>
        Try again
      </button>
    </div>
  );
}

/**
 * Removing one row of a loaded list (revoking a token, signing out a session): its pending
 * state and failure. A 404 means it was removed already (in another tab, or it expired), so
 * the row is stale either way and goes too.
 */
export function useRowRemoval(remove: () => Promise<void>, onRemoved: () => void, failure: string) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string>();

  async function run() {
    setIsPending(true);
    setError(undefined);
    try {
      await remove();
      onRemoved();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) {
        onRemoved();
        return;
      }
      setIsPending(false);
      setError(caught instanceof ApiError ? caught.message : failure);
    }
  }
  return { isPending, error, run };
}
