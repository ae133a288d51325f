import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import Link from 'next/link';
import { assetUrl } from '@/lib/docs/links';
import type { NavTab } from '@/lib/docs/navigation';
import { modeSettings } from '@/lib/docs/theme';
import { DocsSearch } from './search/docs-search';
import { GitHubButton } from './github-button';
import { ModeToggle } from './mode-toggle';
import { TabsNav } from './tabs-nav';
import { VersionSelect } from './version-select';

/**
 * A wide logo scales down (kept in proportion) rather than push the bar's buttons off the
 * narrowest phones.
 */
const logoImageClasses = 'h-7 w-auto max-w-full object-contain object-left';

function Logo({ config }: { config: ResolvedSiteConfig }) {
  const logo = config.logo;
  const href = typeof logo === 'object' ? logo.href : '/';
  const image =
    logo === undefined ? (
      <span className="text-base font-semibold text-ink">{config.name}</span>
    ) : typeof logo === 'string' ? (
      // eslint-disable-next-line @next/next/no-img-element
      <img src={assetUrl(logo)} alt="" className={logoImageClasses} />
    ) : (
      <>
        {/* Both images are in the page; CSS shows the one for the mode (docs.css). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={assetUrl(logo.light)} alt="" className={`docs-logo-light ${logoImageClasses}`} />
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={assetUrl(logo.dark)} alt="" className={`docs-logo-dark ${logoImageClasses}`} />
      </>
    );
  return (
    <Link href={href} className="flex min-w-0 items-center gap-2 rounded-md">
      {image}
      <span className="sr-only">{config.name} home</span>
      <span className="hidden rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted sm:inline">
        Docs
      </span>
    </Link>
  );
}

/** The top bar: logo, search, version, site.json's links and call to action, the mode switch, tabs. */
export function DocsTopbar({
  config,
  tabs,
  homeHref,
  stars,
}: {
  config: ResolvedSiteConfig;
  tabs: NavTab[];
  homeHref: string;
  stars?: number;
}) {
  const cta = config.topbarCtaButton;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/75">
      <div className="container-page flex h-16 items-center gap-3 sm:gap-4">
        <Logo config={config} />
        <VersionSelect config={config} homeHref={homeHref} />
        <div className="ml-auto sm:ml-0 sm:min-w-0 sm:flex-1 sm:max-w-sm md:ml-4">
          <DocsSearch />
        </div>
        <nav aria-label="Links" className="ml-auto hidden items-center gap-5 lg:flex">
          {(config.topbarLinks ?? []).map((link) => (
            <a
              key={link.url}
              href={link.url}
              className="text-sm font-medium text-ink-muted transition-colors hover:text-ink"
            >
              {link.name}
            </a>
          ))}
        </nav>
        {cta?.type === 'link' && cta.url ? (
          <a
            href={cta.url}
            className="hidden shrink-0 rounded-lg bg-[var(--docs-button)] px-3.5 py-2 text-sm font-semibold text-white shadow-sm transition-opacity hover:opacity-90 sm:inline-flex"
          >
            {cta.name}
          </a>
        ) : null}
        {cta?.type === 'github' && cta.url ? <GitHubButton url={cta.url} stars={stars} /> : null}
        {modeSettings(config).showToggle ? <ModeToggle /> : null}
      </div>
      {tabs.length > 0 ? (
        <div className="container-page">
          <TabsNav config={config} tabs={tabs} />
        </div>
      ) : null}
    </header>
  );
}
