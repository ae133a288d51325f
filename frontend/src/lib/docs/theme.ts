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

export interface ModeSettings {
  /** Drawn by the server and never changed: `isHidden` together with `default`. */
  forced?: 'light' | 'dark';
  /** What a reader without a choice of their own sees; absent: the operating system's mode. */
  initial?: 'light' | 'dark';
  /** Whether the top bar shows the light/dark switch. */
  showToggle: boolean;
}

/** site.json `modeToggle` as the docs apply it (docs/contributing/docs-site.md). */
export function modeSettings(config: ResolvedSiteConfig): ModeSettings {
  const { default: initial, isHidden } = config.modeToggle;
  if (isHidden) return initial ? { forced: initial, showToggle: false } : { showToggle: false };
  return initial ? { initial, showToggle: true } : { showToggle: true };
}
