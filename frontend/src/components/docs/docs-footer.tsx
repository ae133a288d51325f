import type { FooterSocialKey, ResolvedSiteConfig } from '@resume-agent/site-config';
import { DocsIcon } from './docs-icon';

const SOCIALS: Record<
  FooterSocialKey,
  { label: string; icon: string; iconType: 'brands' | 'solid' }
> = {
  website: { label: 'Website', icon: 'globe', iconType: 'solid' },
  facebook: { label: 'Facebook', icon: 'facebook', iconType: 'brands' },
  twitter: { label: 'X (Twitter)', icon: 'x-twitter', iconType: 'brands' },
  discord: { label: 'Discord', icon: 'discord', iconType: 'brands' },
  slack: { label: 'Slack', icon: 'slack', iconType: 'brands' },
  github: { label: 'GitHub', icon: 'github', iconType: 'brands' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin', iconType: 'brands' },
  instagram: { label: 'Instagram', icon: 'instagram', iconType: 'brands' },
  'hacker-news': { label: 'Hacker News', icon: 'hacker-news', iconType: 'brands' },
};

/** The footer: the site's name and its footerSocials, each an icon link named for readers. */
export function DocsFooter({ config }: { config: ResolvedSiteConfig }) {
  const socials = Object.entries(config.footerSocials ?? {}).filter(
    (entry): entry is [FooterSocialKey, string] => typeof entry[1] === 'string',
  );
  return (
    <footer className="border-t border-line">
      <div className="container-page flex flex-col gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-subtle">
          © {config.name}. Documentation built from{' '}
          <code className="font-mono text-xs">docs/site.json</code>.
        </p>
        {socials.length > 0 ? (
          <ul className="flex items-center gap-1" aria-label="Social links">
            {socials.map(([key, url]) => (
              <li key={key}>
                <a
                  href={url}
                  aria-label={SOCIALS[key].label}
                  title={SOCIALS[key].label}
                  className="inline-flex size-9 items-center justify-center rounded-lg text-ink-subtle transition-colors hover:bg-surface-muted hover:text-ink"
                >
                  <DocsIcon
                    name={SOCIALS[key].icon}
                    iconType={SOCIALS[key].iconType}
                    className="size-[1.05rem]"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
