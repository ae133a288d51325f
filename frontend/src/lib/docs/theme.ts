// site.json `colors` as the CSS variables the docs draw with. `light-dark()` lets one set of
// values serve both modes: the docs root's color-scheme picks the half (globals.css).
import type { ResolvedSiteConfig } from '@resume-agent/site-config';

export function themeStyle(config: ResolvedSiteConfig): Record<string, string> {
  const colors = config.colors;
  if (!colors) return {};
  const style: Record<string, string> = {
    // primary: accents in light mode; light: the primary colour of dark mode.
    '--accent': `light-dark(${colors.primary}, ${colors.light ?? colors.primary})`,
    '--accent-soft': 'color-mix(in srgb, var(--accent) 12%, var(--canvas))',
    '--accent-line': 'color-mix(in srgb, var(--accent) 35%, var(--canvas))',
    '--focus': 'var(--accent)',
    // dark: the colour of important buttons.
    '--docs-button': colors.dark ?? colors.primary,
  };
  if (colors.background) {
    style['--canvas'] = `light-dark(${colors.background.light}, ${colors.background.dark})`;
  }
  return style;
}
