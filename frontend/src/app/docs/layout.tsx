import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, DOCS_ROOT_ID } from '@/lib/docs/color-mode-keys';
import { DocsFooter } from '@/components/docs/docs-footer';
import { assetUrl } from '@/lib/docs/links';
import { loadDocsSite } from '@/lib/docs/site';
import { modeSettings, themeStyle } from '@/lib/docs/theme';
import './docs.css';

export async function generateMetadata(): Promise<Metadata> {
  const { config } = await loadDocsSite();
  return {
    title: { default: `${config.name} docs`, template: `%s · ${config.name} docs` },
    ...(config.favicon ? { icons: { icon: assetUrl(config.favicon) } } : {}),
  };
}

/**
 * Sets the reader's remembered mode (or site.json's default) before the first paint, so a
 * dark-mode reader never sees a light flash. Forced modes are drawn by the server instead.
 */
function modeScript(defaultMode: string | undefined): string {
  return `(function(){try{var r=document.getElementById(${JSON.stringify(DOCS_ROOT_ID)});var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})||${JSON.stringify(defaultMode ?? '')};if(m==='light'||m==='dark')r.dataset.theme=m}catch(e){}})()`;
}

export default async function DocsLayout({ children }: { children: ReactNode }) {
  const { config } = await loadDocsSite();
  const { forced, initial } = modeSettings(config);
  return (
    <div
      id={DOCS_ROOT_ID}
      data-theme={forced}
      // The mode script sets data-theme before React hydrates.
      suppressHydrationWarning
      style={
        {
          ...themeStyle(config),
          // The sticky top bar: one row, or two with tabs; the sidebar and headings sit below it.
          '--docs-header-height': config.tabs?.length ? '6.75rem' : '4rem',
        } as CSSProperties
      }
      className="relative isolate flex min-h-dvh flex-col bg-canvas text-ink"
    >
      {forced ? null : <script dangerouslySetInnerHTML={{ __html: modeScript(initial) }} />}
      {config.backgroundImage ? (
        <div
          aria-hidden="true"
          className="docs-background pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-cover bg-top bg-no-repeat"
          style={{ backgroundImage: `url(${JSON.stringify(assetUrl(config.backgroundImage))})` }}
        />
      ) : null}
      {children}
      <DocsFooter config={config} />
    </div>
  );
}
