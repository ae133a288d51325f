import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import { DocsIcon } from './docs-icon';

/**
 * site.json `feedback`: "Suggest edits" opens the page's file in the repository's editor (a pull
 * request), "Raise issue" a new issue naming the page. Both need the repository's address.
 */
export function PageFeedback({
  config,
  repository,
  file,
  title,
  pageUrl,
}: {
  config: ResolvedSiteConfig;
  repository: string | undefined;
  /** The page's file from the repository root, when it has one (API pages are generated). */
  file: string | undefined;
  title: string;
  pageUrl: string;
}) {
  if (!repository) return null;
  const suggest = config.feedback.suggestEdit && file !== undefined;
  const raise = config.feedback.raiseIssue;
  if (!suggest && !raise) return null;
  const issueUrl = `${repository}/issues/new?${new URLSearchParams({
    title: `Docs: ${title}`,
    body: `Page: ${pageUrl}${file ? `\nFile: ${file}` : ''}\n\nWhat is wrong or missing?\n`,
  }).toString()}`;
  const button =
    'inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink-muted transition-colors hover:border-line-strong hover:text-ink';
  return (
    <div className="mt-12 flex flex-wrap items-center gap-3" aria-label="Feedback">
      {suggest ? (
        <a href={`${repository}/edit/main/${file}`} className={button}>
          <DocsIcon name="pen-to-square" iconType="light" className="size-3.5" />
          Suggest edits
        </a>
      ) : null}
      {raise ? (
        <a href={issueUrl} className={button}>
          <DocsIcon name="circle-exclamation" className="size-3.5" />
          Raise issue
        </a>
      ) : null}
    </div>
  );
}
