import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppApolloProvider } from '../apollo-provider';

export const metadata: Metadata = { robots: { index: false } };

/** The signed-in app: the only routes that load Apollo Client and talk GraphQL. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <AppApolloProvider>{children}</AppApolloProvider>;
}
