'use client';
// The interactive part of an operation page: Scalar's reference of the one operation, with its
// "Test Request" client. Scalar is a Vue application of several hundred kilobytes, so it is
// loaded only here, after the page itself, and never rendered on the server.
import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { useResolvedColorMode } from '../color-mode';
import {
  scalarConfiguration,
  type PlaygroundAuth,
  type PlaygroundMode,
} from './scalar-configuration';

const ScalarReference = dynamic(() => import('./scalar-reference'), {
  ssr: false,
  loading: PlaygroundSkeleton,
});

export interface ApiPlaygroundProps {
  /** The operation's document as `withPlaygroundSettings(documentForOperation(…))` returns it. */
  document: Record<string, unknown>;
  documentSlug: string;
  mode: PlaygroundMode;
  auth?: PlaygroundAuth;
  maintainOrder: boolean;
}

export function ApiPlayground({
  document,
  documentSlug,
  mode,
  auth,
  maintainOrder,
}: ApiPlaygroundProps) {
  const colorMode = useResolvedColorMode();
  // Scalar re-applies its configuration whenever the object changes: keep it stable.
  const configuration = useMemo(
    () => scalarConfiguration({ document, documentSlug, mode, auth, maintainOrder, colorMode }),
    [document, documentSlug, mode, auth, maintainOrder, colorMode],
  );
  return (
    <div className="mt-8" data-playground-mode={mode}>
      {/* Scalar reads its colour mode once, when it mounts: a new mode needs a new instance. */}
      <ScalarReference key={colorMode} configuration={configuration} />
    </div>
  );
}

/** Roughly the playground's shape, so the page does not jump when Scalar arrives. */
function PlaygroundSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the API playground"
      className="motion-safe:animate-pulse"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="h-24 rounded-lg border border-line bg-surface-muted" />
        ))}
      </div>
      <div className="mt-8 grid gap-12 lg:grid-cols-2">
        <div className="space-y-3">
          <div className="h-5 w-40 rounded bg-surface-muted" />
          <div className="h-16 rounded bg-surface-muted" />
          <div className="h-5 w-28 rounded bg-surface-muted" />
          <div className="h-40 rounded bg-surface-muted" />
        </div>
        <div className="h-64 rounded-lg border border-line bg-surface-muted" />
      </div>
    </div>
  );
}
