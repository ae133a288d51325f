// The Scalar API reference configuration of one operation page. Pure (no React, no Scalar
// runtime: its types only), so it can be tested and stays out of any bundle but the playground's.
import type { ResolvedSiteConfig } from '@resume-agent/site-config';
import type { ApiReferenceConfigurationWithMultipleSources } from '@scalar/api-reference-react';
import { PLAYGROUND_SCHEME_NAMES } from '@/lib/docs/openapi/playground-document';
import type { ColorMode } from '../color-mode';

export type ScalarConfiguration = Omit<
  Partial<ApiReferenceConfigurationWithMultipleSources>,
  'sources'
>;
export type PlaygroundMode = ResolvedSiteConfig['api']['playground']['mode'];
export type PlaygroundAuth = NonNullable<ResolvedSiteConfig['api']['auth']>;

export interface PlaygroundSettings {
  /** The single-operation document, already shaped by `withPlaygroundSettings`. */
  document: Record<string, unknown>;
  /** The API's slug: every operation page of one API shares it, and with it the stored token. */
  documentSlug: string;
  mode: PlaygroundMode;
  auth: PlaygroundAuth | undefined;
  maintainOrder: boolean;
  colorMode: ColorMode;
}

/**
 * Scalar's colours and shapes taken from the site's own variables. Unlayered, so it beats
 * Scalar's theme (in `@layer scalar-theme`); on `.light-mode, .dark-mode` (Scalar's classes on
 * <body>) so popovers Scalar renders outside the page's container match too. Our variables
 * follow the docs root's colour scheme, so one rule serves both modes.
 */
const THEME_CSS = `
.light-mode, .dark-mode {
  --scalar-font: var(--font-sans);
  --scalar-font-code: var(--font-mono);
  --scalar-background-1: var(--canvas);
  --scalar-background-2: var(--surface-muted);
  --scalar-background-3: var(--line);
  --scalar-background-accent: var(--accent-soft);
  --scalar-color-1: var(--ink);
  --scalar-color-2: var(--ink-muted);
  --scalar-color-3: var(--ink-subtle);
  --scalar-color-accent: var(--accent);
  --scalar-link-color: var(--accent);
  --scalar-link-color-hover: var(--accent);
  --scalar-border-color: var(--line);
  --scalar-button-1: var(--accent);
  --scalar-button-1-hover: color-mix(in srgb, var(--accent) 85%, var(--ink));
  --scalar-button-1-color: var(--canvas);
  --scalar-radius: 0.375rem;
  --scalar-radius-lg: 0.5rem;
  --scalar-radius-xl: 0.75rem;
}
`;

/**
 * Fits Scalar into a docs page: the page already has the operation's title, method, path and
 * description above the playground (server-rendered, so they are there before Scalar loads and
 * for search engines); Scalar's API title (a second h1), operation heading and description
 * would repeat them. What stays of its introduction is the server, authentication and client
 * cards, in a grid above the operation, without Scalar's full-page spacing.
 */
const LAYOUT_CSS = `
.scalar-app.references-layout { min-height: 0; }
.scalar-app .section-flare,
.scalar-app .introduction-section .section-header-wrapper,
.scalar-app .introduction-section .section-content > :not(.section-columns),
.scalar-app .introduction-section .section-columns > .section-column:first-child,
.scalar-app .section:not(.introduction-section) .section-header-wrapper,
.scalar-app .operation-details > [aria-label="Operation Description"] { display: none; }
.scalar-app .section-container { padding-inline: 0; border-top: 0; }
.scalar-app .section { padding: 0 0 2rem; }
.scalar-app .introduction-section .section-columns { display: block; }
.scalar-app .introduction-card {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 0.75rem;
}
.scalar-app .introduction-card > .introduction-card-item { margin: 0; }
.scalar-app .introduction-card > .scalar-reference-intro-clients { grid-column: 1 / -1; }
`;

/** Without requests to send, the credential inputs would only confuse. */
const READ_ONLY_CSS = `
.scalar-app .scalar-reference-intro-auth { display: none; }
`;

function authentication(auth: PlaygroundAuth | undefined): ScalarConfiguration['authentication'] {
  const method = auth?.method;
  if (!method) return undefined;
  const name = PLAYGROUND_SCHEME_NAMES[method];
  const prefix = auth.inputPrefix ?? '';
  const prefilled =
    method === 'bearer'
      ? { token: prefix }
      : method === 'basic'
        ? { username: prefix }
        : { value: prefix };
  return { preferredSecurityScheme: name, securitySchemes: { [name]: prefilled } };
}

export function scalarConfiguration(settings: PlaygroundSettings): ScalarConfiguration {
  const { mode, colorMode } = settings;
  const isInteractive = mode === 'show';
  return {
    content: settings.document,
    slug: settings.documentSlug,
    layout: 'modern',
    showSidebar: false,
    hideSearch: true,
    hideModels: true,
    hideDarkModeToggle: true,
    darkMode: colorMode === 'dark',
    forceDarkModeState: colorMode,
    withDefaultFonts: false,
    documentDownloadType: 'none',
    hideClientButton: !isInteractive,
    hideTestRequestButton: !isInteractive,
    ...(mode === 'hide' ? { hiddenClients: true as const } : {}),
    orderSchemaPropertiesBy: settings.maintainOrder ? 'preserve' : 'alpha',
    orderRequiredPropertiesFirst: false,
    authentication: authentication(settings.auth),
    // A token typed on one operation page is still there on the next (localStorage, per API).
    persistAuth: true,
    // No `proxyUrl`: requests go straight from the browser to the API, which allows our origin.
    // Scalar's developer toolbar shows on localhost by default; readers never want it.
    showDeveloperTools: 'never',
    telemetry: false,
    customCss: THEME_CSS + LAYOUT_CSS + (isInteractive ? '' : READ_ONLY_CSS),
  };
}
