// The page of one API operation: its title, method, path and description rendered on the
// server (present before any script runs, and for search engines), then Scalar's reference and
// playground below, loaded in the browser.
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import type { ReactNode } from 'react';
import type { LoadedApiDocument } from '@/lib/docs/openapi/load';
import {
  documentForOperation,
  withPlaygroundSettings,
} from '@/lib/docs/openapi/playground-document';
import type { ApiDocumentSummary, ApiOperation } from '@/lib/docs/types';
import { MethodBadge } from '../method-badge';
import { ApiPlayground } from './api-playground';

/** The path in monospace, its `{parameters}` in the accent colour. */
function OperationPath({ path }: { path: string }) {
  return (
    <code className="font-mono text-sm break-all text-ink">
      {path.split(/(\{[^}]+\})/).map((part, index) =>
        part.startsWith('{') ? (
          <span key={index} className="text-accent">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </code>
  );
}

/** Plain text with `code` spans: what OpenAPI descriptions mostly use of Markdown. */
function withInlineCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
      <code
        key={index}
        className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.875em] text-ink"
      >
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

function Description({ text }: { text: string }) {
  return (
    <div className="mt-4 max-w-3xl space-y-3 text-base leading-7 text-ink-muted">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{withInlineCode(paragraph)}</p>
        ))}
    </div>
  );
}

/** Says that an `openapi` entry could not be loaded, and why. The page supplies the heading. */
export function ApiDocumentUnavailable({
  document,
}: {
  document: Pick<ApiDocumentSummary, 'source' | 'title' | 'error'>;
}) {
  return (
    <div role="note" className="mt-6 rounded-lg border border-warn-line bg-warn-soft p-4 text-ink">
      <p className="font-semibold">
        The API reference “{document.title}” is not available right now.
      </p>
      <p className="mt-1 text-sm leading-6 text-ink-muted">
        {document.error ?? 'Its OpenAPI document could not be loaded.'}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        Source in site.json: <code className="font-mono text-ink break-all">{document.source}</code>
      </p>
    </div>
  );
}

export function ApiOperationView({
  config,
  document,
  operation,
}: {
  config: ResolvedSiteConfig;
  document: LoadedApiDocument;
  operation: ApiOperation;
}) {
  const source = document.error ? undefined : document.document;
  return (
    <article>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {operation.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <MethodBadge method={operation.method} />
          <OperationPath path={operation.path} />
          {operation.deprecated && (
            <span className="inline-flex items-center rounded-md bg-warn-soft px-2 py-0.5 text-xs font-bold text-warn ring-1 ring-warn-line ring-inset">
              Deprecated
            </span>
          )}
        </div>
        {operation.description && <Description text={operation.description} />}
      </header>
      {source ? (
        <ApiPlayground
          document={withPlaygroundSettings(documentForOperation(source, operation), config)}
          documentSlug={document.slug}
          mode={config.api.playground.mode}
          {...(config.api.auth ? { auth: config.api.auth } : {})}
          maintainOrder={config.api.maintainOrder === true}
        />
      ) : (
        <ApiDocumentUnavailable document={document} />
      )}
    </article>
  );
}
