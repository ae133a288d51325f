import { DocsIcon } from './docs-icon';

/** `owner/name` of a GitHub repository address. */
export function repositoryName(url: string): string {
  return url.replace(/^https:\/\/github\.com\//, '').replace(/\/+$/, '');
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** topbarCtaButton of type `github`: the repository's name and, when known, its stars. */
export function GitHubButton({ url, stars }: { url: string; stars?: number | undefined }) {
  return (
    <a
      href={url}
      className="hidden shrink-0 items-center gap-2 rounded-lg md:inline-flex border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink transition-colors hover:border-line-strong"
    >
      <DocsIcon name="github" iconType="brands" className="size-4" />
      <span className="max-w-56 truncate">{repositoryName(url)}</span>
      {stars === undefined ? null : (
        <span className="flex items-center gap-1 border-l border-line pl-2 text-ink-muted">
          <DocsIcon name="star" iconType="solid" className="size-3" />
          <span>{compact.format(stars)}</span>
          <span className="sr-only">stars</span>
        </span>
      )}
    </a>
  );
}
