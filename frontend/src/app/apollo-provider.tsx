'use client';

import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { apiBaseUrl } from '@/env';
import { makeApolloClient } from '@/lib/apollo-client';

/**
 * Gives a subtree its Apollo Client. Apollo adds ~60 KB of client JavaScript, so wrap only
 * the layouts of routes that query GraphQL (e.g. the signed-in app's route group), never the
 * root layout or the landing page.
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  // One client per browser tab (and one per server render), created on first render.
  const [client] = useState(() =>
    makeApolloClient(apiBaseUrl, { ssrMode: typeof window === 'undefined' }),
  );
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
