'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { tokenFromLinkHash } from '@/lib/link-token';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
  };
}

/**
 * The token of the e-mailed link that opened the page (`#token=…`), taken out of the address
 * bar once read, so that the secret stays out of history and of copied addresses.
 *
 * `undefined` on the server and while hydrating (only the browser ever sees the fragment);
 * then the token, or `null` when the link has none. A link opened again in the same tab, with
 * another token, replaces it.
 */
export function useLinkToken(): string | null | undefined {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => null,
  );
  const hashToken = hash === null ? undefined : tokenFromLinkHash(hash);
  // Kept in state, because the fragment is cleared as soon as it has been read.
  const [token, setToken] = useState<string>();
  if (hashToken !== undefined && hashToken !== token) setToken(hashToken);

  useEffect(() => {
    if (hashToken === undefined) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [hashToken]);

  if (hash === null) return undefined;
  return hashToken ?? token ?? null;
}
