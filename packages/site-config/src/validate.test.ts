import { readdirSync, readFileSync } from 'node:fs';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from './schema-errors';
import { FOOTER_SOCIAL_KEYS, SiteConfigSchema } from './schema';
import { formatSiteConfigError, type SiteConfigError, validateSiteConfig } from './validate';

const BASE = { name: 'Resume Agent', navigation: [{ group: 'Start', pages: ['index'] }] };
const HEX = 'must be a hex color such as #0D9373';
const URL_MESSAGE = 'must be an absolute URL such as https://github.com/acme';
const ICON_TYPES_MESSAGE =
  'must be one of "brands", "duotone", "light", "sharp-solid", "solid" or "thin"';

function errorsOf(value: unknown): SiteConfigError[] {
  const result = validateSiteConfig(value);
  return result.ok ? [] : result.errors;
}

/** Every key of spec §2.5, as JSON paths; `[]` stands for any array index. */
const SPEC_KEYS = [
  '$schema',
  'name',
  'navigation',
  'navigation[].group',
  'navigation[].pages',
  'logo',
  'logo.light',
  'logo.dark',
  'logo.href',
  'favicon',
  'colors',
  'colors.primary',
  'colors.light',
  'colors.dark',
  'colors.background',
  'colors.background.light',
  'colors.background.dark',
  'topbarLinks',
  'topbarLinks[].name',
  'topbarLinks[].url',
  'topbarCtaButton',
  'topbarCtaButton.type',
  'topbarCtaButton.url',
  'topbarCtaButton.name',
  'versions',
  'anchors',
  'anchors[].icon',
  'anchors[].name',
  'anchors[].url',
  'anchors[].color',
  'anchors[].color.from',
  'anchors[].color.to',
  'anchors[].version',
  'anchors[].isDefaultHidden',
  'anchors[].iconType',
  'topAnchor',
  'topAnchor.name',
  'topAnchor.icon',
  'topAnchor.iconType',
  'tabs',
  'tabs[].name',
  'tabs[].url',
  'api',
  'api.baseUrl',
  'api.auth',
  'api.auth.method',
  'api.auth.name',
  'api.auth.inputPrefix',
  'api.playground',
  'api.playground.mode',
  'api.maintainOrder',
  'openapi',
  'footerSocials',
  ...FOOTER_SOCIAL_KEYS.map((key) =>
    key === 'hacker-news' ? 'footerSocials["hacker-news"]' : `footerSocials.${key}`,
  ),
  'feedback',
  'feedback.suggestEdit',
  'feedback.raiseIssue',
  'modeToggle',
  'modeToggle.default',
  'modeToggle.isHidden',
  'backgroundImage',
];

/** The key paths the schema defines, walking objects, array items and union branches. */
function schemaKeyPaths(node: SchemaNode, path = ''): string[] {
  const paths: string[] = [];
  for (const branch of node.anyOf ?? []) paths.push(...schemaKeyPaths(branch, path));
  if (node.items !== undefined) paths.push(...schemaKeyPaths(node.items, `${path}[]`));
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const childPath = /^[\w$]+$/.test(key)
      ? `${path === '' ? '' : `${path}.`}${key}`
      : `${path}[${JSON.stringify(key)}]`;
    paths.push(childPath, ...schemaKeyPaths(child, childPath));
  }
  return paths;
}

interface KeyCase {
  key: string;
  good: Record<string, unknown>;
  bad: Record<string, unknown>;
  error: SiteConfigError;
  /** A rule between keys, which JSON Schema cannot state (so `Value.Check` accepts `bad`). */
  crossField?: boolean;
}

const REPOSITORY = 'https://github.com/acme/resume-agent';

const footerSocialCases: KeyCase[] = FOOTER_SOCIAL_KEYS.map((key) => ({
  key: key === 'hacker-news' ? 'footerSocials["hacker-news"]' : `footerSocials.${key}`,
  good: { footerSocials: { [key]: `https://example.com/${key}/acme` } },
  bad: { footerSocials: { [key]: `${key}.com/acme` } },
  error: {
    path: key === 'hacker-news' ? 'footerSocials["hacker-news"]' : `footerSocials.${key}`,
    message: URL_MESSAGE,
  },
}));

const KEY_CASES: KeyCase[] = [
  {
    key: '$schema',
    good: { $schema: '../packages/site-config/schema/site.schema.json' },
    bad: { $schema: 1 },
    error: { path: '$schema', message: 'must be a string' },
  },
  {
    key: 'name',
    good: { name: 'Resume Agent' },
    bad: { name: ['Resume Agent'] },
    error: { path: 'name', message: 'must be a string' },
  },
  {
    key: 'navigation',
    good: { navigation: [] },
    bad: { navigation: { group: 'Start' } },
    error: { path: 'navigation', message: 'must be an array of objects with group and pages' },
  },
  {
    key: 'navigation[].group',
    good: { navigation: [{ group: 'Guides', pages: ['guides/tailoring'] }] },
    bad: { navigation: [{ group: 'Start', pages: ['index'] }, { group: 7 }] },
    error: { path: 'navigation[1].group', message: 'must be a string' },
  },
  {
    key: 'navigation[].pages',
    good: { navigation: [{ pages: ['index', 'guides/tailoring'] }] },
    bad: { navigation: [{ group: 'Start', pages: 'index' }] },
    error: { path: 'navigation[0].pages', message: 'must be an array of strings' },
  },
  {
    key: 'logo',
    good: { logo: '/logo.svg' },
    bad: { logo: true },
    error: { path: 'logo', message: 'must be a string or an object with light, dark and href' },
  },
  {
    key: 'logo.light',
    good: { logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' } },
    bad: { logo: { light: 1, dark: '/logo/dark.svg' } },
    error: { path: 'logo.light', message: 'must be a string' },
  },
  {
    key: 'logo.dark',
    good: { logo: { dark: '/logo/dark.svg', light: '/logo/light.svg' } },
    bad: { logo: { light: '/logo/light.svg' } },
    error: { path: 'logo.dark', message: 'is required (a string)' },
  },
  {
    key: 'logo.href',
    good: { logo: { light: '/l.svg', dark: '/d.svg', href: 'https://example.com' } },
    bad: { logo: { light: '/l.svg', dark: '/d.svg', href: false } },
    error: { path: 'logo.href', message: 'must be a string' },
  },
  {
    key: 'favicon',
    good: { favicon: '/favicon.svg' },
    bad: { favicon: 12 },
    error: { path: 'favicon', message: 'must be a string' },
  },
  {
    key: 'colors',
    good: { colors: { primary: '#0D9373' } },
    bad: { colors: '#0D9373' },
    error: {
      path: 'colors',
      message: 'must be an object with primary, light, dark and background',
    },
  },
  {
    key: 'colors.primary',
    good: { colors: { primary: '#0d9373' } },
    bad: { colors: { primary: 'green' } },
    error: { path: 'colors.primary', message: HEX },
  },
  {
    key: 'colors.light',
    good: { colors: { primary: '#0D9373', light: '#07C983' } },
    bad: { colors: { primary: '#0D9373', light: '#07C98' } },
    error: { path: 'colors.light', message: HEX },
  },
  {
    key: 'colors.dark',
    good: { colors: { primary: '#0D9373', dark: '#FFF' } },
    bad: { colors: { primary: '#0D9373', dark: 'rgb(0, 0, 0)' } },
    error: { path: 'colors.dark', message: HEX },
  },
  {
    key: 'colors.background',
    good: { colors: { primary: '#0D9373', background: { light: '#FFFFFF', dark: '#0F1117' } } },
    bad: { colors: { primary: '#0D9373', background: '#FFFFFF' } },
    error: { path: 'colors.background', message: 'must be an object with light and dark' },
  },
  {
    key: 'colors.background.light',
    good: { colors: { primary: '#0D9373', background: { light: '#fff', dark: '#000' } } },
    bad: { colors: { primary: '#0D9373', background: { light: '#GGGGGG', dark: '#000' } } },
    error: { path: 'colors.background.light', message: HEX },
  },
  {
    key: 'colors.background.dark',
    good: { colors: { primary: '#0D9373', background: { light: '#fff', dark: '#111' } } },
    bad: { colors: { primary: '#0D9373', background: { light: '#fff' } } },
    error: { path: 'colors.background.dark', message: `is required (a hex color such as #0D9373)` },
  },
  {
    key: 'topbarLinks',
    good: { topbarLinks: [{ name: 'GitHub', url: REPOSITORY }] },
    bad: { topbarLinks: { name: 'GitHub', url: REPOSITORY } },
    error: { path: 'topbarLinks', message: 'must be an array of objects with name and url' },
  },
  {
    key: 'topbarLinks[].name',
    good: { topbarLinks: [{ name: 'Support', url: 'mailto:support@example.com' }] },
    bad: { topbarLinks: [{ url: REPOSITORY }] },
    error: { path: 'topbarLinks[0].name', message: 'is required (a string)' },
  },
  {
    key: 'topbarLinks[].url',
    good: { topbarLinks: [{ name: 'Contact', url: '/contact' }] },
    bad: { topbarLinks: [{ name: 'Contact', url: 1 }] },
    error: { path: 'topbarLinks[0].url', message: 'must be a string' },
  },
  {
    key: 'topbarCtaButton',
    good: { topbarCtaButton: { name: 'Open the app', url: 'https://app.example.com' } },
    bad: { topbarCtaButton: 'Open the app' },
    error: { path: 'topbarCtaButton', message: 'must be an object with type, url and name' },
  },
  {
    key: 'topbarCtaButton.type',
    good: { topbarCtaButton: { type: 'github', url: REPOSITORY } },
    bad: { topbarCtaButton: { type: 'gitlab', url: REPOSITORY } },
    error: {
      path: 'topbarCtaButton.type',
      message: 'must be one of "link" or "github"; did you mean "github"?',
    },
  },
  {
    key: 'topbarCtaButton.url',
    good: { topbarCtaButton: { type: 'link', name: 'Sign up', url: '/sign-up' } },
    bad: { topbarCtaButton: { name: 'Sign up', url: 42 } },
    error: { path: 'topbarCtaButton.url', message: 'must be a string' },
  },
  {
    key: 'topbarCtaButton.name',
    good: { topbarCtaButton: { name: 'Sign up', url: 'https://app.example.com' } },
    bad: { topbarCtaButton: { url: 'https://app.example.com' } },
    error: {
      path: 'topbarCtaButton.name',
      message: 'is required when type is "link" (the button text)',
    },
  },
  {
    key: 'versions',
    good: { versions: ['v1', 'v2'] },
    bad: { versions: [] },
    error: { path: 'versions', message: 'must not be empty' },
  },
  {
    key: 'anchors',
    good: { anchors: [{ name: 'API', icon: 'code', url: 'api-reference' }] },
    bad: { anchors: { name: 'API' } },
    error: { path: 'anchors', message: 'must be an array of objects' },
  },
  {
    key: 'anchors[].icon',
    good: { anchors: [{ icon: 'github' }] },
    bad: { anchors: [{ icon: 1 }] },
    error: { path: 'anchors[0].icon', message: 'must be a string' },
  },
  {
    key: 'anchors[].name',
    good: { anchors: [{ name: 'Guides' }] },
    bad: { anchors: [{ name: 'Guides' }, { name: null }] },
    error: { path: 'anchors[1].name', message: 'must be a string' },
  },
  {
    key: 'anchors[].url',
    good: { anchors: [{ url: 'https://github.com/acme' }] },
    bad: { anchors: [{ url: ['guides'] }] },
    error: { path: 'anchors[0].url', message: 'must be a string' },
  },
  {
    key: 'anchors[].color',
    good: { anchors: [{ color: '#0D9373' }] },
    bad: { anchors: [{ color: 'teal' }] },
    error: { path: 'anchors[0].color', message: HEX },
  },
  {
    key: 'anchors[].color.from',
    good: { anchors: [{ color: { from: '#0D9373', to: '#07C983' } }] },
    bad: { anchors: [{}, { color: { from: 'red', to: '#07C983' } }] },
    error: { path: 'anchors[1].color.from', message: HEX },
  },
  {
    key: 'anchors[].color.to',
    good: { anchors: [{ color: { to: '#07C983', from: '#000' } }] },
    bad: { anchors: [{ color: { from: '#000' } }] },
    error: { path: 'anchors[0].color.to', message: 'is required (a hex color such as #0D9373)' },
  },
  {
    key: 'anchors[].version',
    good: { versions: ['v1', 'v2'], anchors: [{ name: 'API v2', version: 'v2' }] },
    bad: { versions: ['v1', 'v2'], anchors: [{ name: 'API v2', version: 'V2' }] },
    error: {
      path: 'anchors[0].version',
      message: 'must be one of versions: "v1" or "v2"; did you mean "v2"?',
    },
    crossField: true,
  },
  {
    key: 'anchors[].isDefaultHidden',
    good: { anchors: [{ isDefaultHidden: true }] },
    bad: { anchors: [{ isDefaultHidden: 'yes' }] },
    error: { path: 'anchors[0].isDefaultHidden', message: 'must be a boolean (true or false)' },
  },
  {
    key: 'anchors[].iconType',
    good: { anchors: [{ iconType: 'sharp-solid' }] },
    bad: { anchors: [{ iconType: 'regular' }] },
    error: { path: 'anchors[0].iconType', message: ICON_TYPES_MESSAGE },
  },
  {
    key: 'topAnchor',
    good: { topAnchor: { name: 'Guides', icon: 'book', iconType: 'solid' } },
    bad: { topAnchor: 'Guides' },
    error: { path: 'topAnchor', message: 'must be an object with name, icon and iconType' },
  },
  {
    key: 'topAnchor.name',
    good: { topAnchor: { name: 'Overview' } },
    bad: { topAnchor: { name: 1 } },
    error: { path: 'topAnchor.name', message: 'must be a string' },
  },
  {
    key: 'topAnchor.icon',
    good: { topAnchor: { icon: 'house' } },
    bad: { topAnchor: { icon: ['house'] } },
    error: { path: 'topAnchor.icon', message: 'must be a string' },
  },
  {
    key: 'topAnchor.iconType',
    good: { topAnchor: { iconType: 'thin' } },
    bad: { topAnchor: { iconType: 'Solid' } },
    error: { path: 'topAnchor.iconType', message: `${ICON_TYPES_MESSAGE}; did you mean "solid"?` },
  },
  {
    key: 'tabs',
    good: { tabs: [{ name: 'API Reference', url: 'api-reference' }] },
    bad: { tabs: 'api-reference' },
    error: { path: 'tabs', message: 'must be an array of objects with name and url' },
  },
  {
    key: 'tabs[].name',
    good: { tabs: [{ name: 'Guides', url: 'guides' }] },
    bad: { tabs: [{ url: 'guides' }] },
    error: { path: 'tabs[0].name', message: 'is required (a string)' },
  },
  {
    key: 'tabs[].url',
    good: { tabs: [{ name: 'Guides', url: 'guides' }] },
    bad: { tabs: [{ name: 'Guides' }] },
    error: { path: 'tabs[0].url', message: 'is required (a string)' },
  },
  {
    key: 'api',
    good: { api: {} },
    bad: { api: 'https://api.example.com' },
    error: {
      path: 'api',
      message: 'must be an object with baseUrl, auth, playground and maintainOrder',
    },
  },
  {
    key: 'api.baseUrl',
    good: { api: { baseUrl: ['https://api.example.com', 'https://staging.example.com'] } },
    bad: { api: { baseUrl: 8080 } },
    error: { path: 'api.baseUrl', message: 'must be a string or an array of strings' },
  },
  {
    key: 'api.auth',
    good: { api: { auth: { method: 'bearer' } } },
    bad: { api: { auth: 'bearer' } },
    error: { path: 'api.auth', message: 'must be an object with method, name and inputPrefix' },
  },
  {
    key: 'api.auth.method',
    good: { api: { auth: { method: 'basic', name: 'username:password' } } },
    bad: { api: { auth: { method: 'oauth' } } },
    error: { path: 'api.auth.method', message: 'must be one of "bearer", "basic" or "key"' },
  },
  {
    key: 'api.auth.name',
    good: { api: { auth: { method: 'key', name: 'x-api-key' } } },
    bad: { api: { auth: { method: 'key', name: 1 } } },
    error: { path: 'api.auth.name', message: 'must be a string' },
  },
  {
    key: 'api.auth.inputPrefix',
    good: { api: { auth: { method: 'bearer', inputPrefix: 'Bearer ' } } },
    bad: { api: { auth: { inputPrefix: true } } },
    error: { path: 'api.auth.inputPrefix', message: 'must be a string' },
  },
  {
    key: 'api.playground',
    good: { api: { playground: {} } },
    bad: { api: { playground: 'show' } },
    error: { path: 'api.playground', message: 'must be an object with mode' },
  },
  {
    key: 'api.playground.mode',
    good: { api: { playground: { mode: 'simple' } } },
    bad: { api: { playground: { mode: 'hidden' } } },
    error: {
      path: 'api.playground.mode',
      message: 'must be one of "show", "simple" or "hide"; did you mean "hide"?',
    },
  },
  {
    key: 'api.maintainOrder',
    good: { api: { maintainOrder: true } },
    bad: { api: { maintainOrder: 'true' } },
    error: { path: 'api.maintainOrder', message: 'must be a boolean (true or false)' },
  },
  {
    key: 'openapi',
    good: { openapi: ['openapi.json', 'https://api.example.com/openapi.json'] },
    bad: { openapi: { url: 'openapi.json' } },
    error: { path: 'openapi', message: 'must be a string or an array of strings' },
  },
  {
    key: 'footerSocials',
    good: { footerSocials: {} },
    bad: { footerSocials: ['https://github.com/acme'] },
    error: { path: 'footerSocials', message: 'must be an object' },
  },
  ...footerSocialCases,
  {
    key: 'feedback',
    good: { feedback: {} },
    bad: { feedback: true },
    error: { path: 'feedback', message: 'must be an object with suggestEdit and raiseIssue' },
  },
  {
    key: 'feedback.suggestEdit',
    good: { feedback: { suggestEdit: true } },
    bad: { feedback: { suggestEdit: 'yes' } },
    error: { path: 'feedback.suggestEdit', message: 'must be a boolean (true or false)' },
  },
  {
    key: 'feedback.raiseIssue',
    good: { feedback: { raiseIssue: false } },
    bad: { feedback: { raiseIssue: 1 } },
    error: { path: 'feedback.raiseIssue', message: 'must be a boolean (true or false)' },
  },
  {
    key: 'modeToggle',
    good: { modeToggle: { default: 'dark', isHidden: true } },
    bad: { modeToggle: 'dark' },
    error: { path: 'modeToggle', message: 'must be an object with default and isHidden' },
  },
  {
    key: 'modeToggle.default',
    good: { modeToggle: { default: 'light' } },
    bad: { modeToggle: { default: 'system' } },
    error: { path: 'modeToggle.default', message: 'must be one of "light" or "dark"' },
  },
  {
    key: 'modeToggle.isHidden',
    good: { modeToggle: { isHidden: false } },
    bad: { modeToggle: { isHidden: 0 } },
    error: { path: 'modeToggle.isHidden', message: 'must be a boolean (true or false)' },
  },
  {
    key: 'backgroundImage',
    good: { backgroundImage: '/background.png' },
    bad: { backgroundImage: false },
    error: { path: 'backgroundImage', message: 'must be a string' },
  },
];

describe('the schema', () => {
  it('defines exactly the keys of spec §2.5 (and decisions.md’s footerSocials keys)', () => {
    const defined = schemaKeyPaths(SiteConfigSchema);
    expect([...new Set(defined)].sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('has a good and a bad value below for every key', () => {
    expect(KEY_CASES.map((keyCase) => keyCase.key).sort()).toEqual([...SPEC_KEYS].sort());
  });
});

describe.each(KEY_CASES)('$key', ({ good, bad, error, crossField }) => {
  it('is accepted with a good value', () => {
    const config = { ...BASE, ...good };
    expect(errorsOf(config)).toEqual([]);
    expect(Value.Check(SiteConfigSchema, config)).toBe(true);
  });

  it(`is refused with a bad value: ${error.path}: ${error.message}`, () => {
    const config = { ...BASE, ...bad };
    expect(errorsOf(config)).toEqual([error]);
    // The JSON Schema file refuses it too, except for rules between keys it cannot state.
    expect(Value.Check(SiteConfigSchema, config)).toBe(crossField === true);
  });
});

describe('unknown keys', () => {
  it('are refused with a "did you mean" for a near miss or a case slip', () => {
    expect(
      errorsOf({
        ...BASE,
        navigaton: [],
        Favicon: '/favicon.svg',
        anchors: [{ name: 'API' }, { colour: '#0D9373' }],
        footerSocials: { hackernews: 'https://news.ycombinator.com', linkedIn: 'https://x.io/a' },
      }),
    ).toEqual([
      { path: 'navigaton', message: 'is not a known key; did you mean "navigation"?' },
      { path: 'Favicon', message: 'is not a known key; did you mean "favicon"?' },
      { path: 'anchors[1].colour', message: 'is not a known key; did you mean "color"?' },
      {
        path: 'footerSocials.hackernews',
        message: 'is not a known key; did you mean "hacker-news"?',
      },
      { path: 'footerSocials.linkedIn', message: 'is not a known key; did you mean "linkedin"?' },
    ]);
  });

  it('list the allowed keys when nothing is close', () => {
    expect(errorsOf({ ...BASE, footerSocials: { youtube: 'https://youtube.com/@acme' } })).toEqual([
      {
        path: 'footerSocials.youtube',
        message:
          'is not a known key; allowed keys: website, facebook, twitter, discord, slack, github, linkedin, instagram, hacker-news',
      },
    ]);
    expect(errorsOf({ ...BASE, colors: { primary: '#000', anchors: '#fff' } })).toEqual([
      {
        path: 'colors.anchors',
        message: 'is not a known key; allowed keys: primary, light, dark, background',
      },
    ]);
  });

  it('are refused at every level, and Object.prototype keys are no exception', () => {
    const config = {
      ...BASE,
      navigation: [{ group: 'Start', pages: ['index'], icon: 'house' }],
      api: { playground: { mode: 'show', proxy: false } },
      constructor: 'x',
    };
    expect(errorsOf(config).map((error) => error.path)).toEqual([
      'navigation[0].icon',
      'api.playground.proxy',
      'constructor',
    ]);
    expect(Value.Check(SiteConfigSchema, config)).toBe(false);
  });

  it('allow $schema at the top only', () => {
    expect(errorsOf({ ...BASE, $schema: 'https://mintlify.com/schema.json' })).toEqual([]);
    expect(errorsOf({ ...BASE, api: { $schema: 'x' } })).toEqual([
      {
        path: 'api.$schema',
        message: 'is not a known key; allowed keys: baseUrl, auth, playground, maintainOrder',
      },
    ]);
  });
});

describe('a file with several mistakes', () => {
  it('gets every error in one run, each naming its path with array indexes', () => {
    const errors = errorsOf({
      navigation: [{ group: 'Start', pages: ['index', 2] }],
      colors: { primary: '#12345' },
      anchors: [
        { name: 'API', url: 'api-reference' },
        { name: 'Guides', color: { from: 'red', to: '#0D9373' }, iconType: 'duotne' },
        { name: 'Blog', color: 3 },
      ],
      tabs: [{ name: 'API' }],
    });
    expect(errors.map(formatSiteConfigError)).toEqual([
      'name: is required (a string)',
      'navigation[0].pages[1]: must be a string',
      `colors.primary: ${HEX}`,
      `anchors[1].color.from: ${HEX}`,
      `anchors[1].iconType: ${ICON_TYPES_MESSAGE}; did you mean "duotone"?`,
      'anchors[2].color: must be a hex color such as #0D9373 or an object with from and to',
      'tabs[0].url: is required (a string)',
    ]);
  });

  it('that is not an object gets one error for the whole file', () => {
    for (const value of [[], 'site', null, 3]) {
      expect(errorsOf(value)).toEqual([{ path: '', message: 'must be a JSON object' }]);
    }
    expect(formatSiteConfigError({ path: '', message: 'must be a JSON object' })).toBe(
      'must be a JSON object',
    );
  });
});

describe('rules between keys', () => {
  const cases: [string, Record<string, unknown>, SiteConfigError[]][] = [
    [
      'a github button needs its repository',
      { topbarCtaButton: { type: 'github' } },
      [
        {
          path: 'topbarCtaButton.url',
          message:
            'is required when type is "github" (the repository, such as https://github.com/acme/docs)',
        },
      ],
    ],
    [
      'a github button takes no name and links to a repository',
      { topbarCtaButton: { type: 'github', name: 'Star us', url: 'https://github.com/acme' } },
      [
        {
          path: 'topbarCtaButton.name',
          message: 'must not be set when type is "github" (the button shows the repository)',
        },
        {
          path: 'topbarCtaButton.url',
          message:
            'must be a GitHub repository URL such as https://github.com/acme/docs when type is "github"',
        },
      ],
    ],
    [
      'an explicit link button needs its text',
      { topbarCtaButton: { type: 'link', url: '/sign-up' } },
      [
        {
          path: 'topbarCtaButton.name',
          message: 'is required when type is "link" (the button text)',
        },
      ],
    ],
  ];

  it.each(cases)('%s', (_title, patch, expected) => {
    const config = { ...BASE, ...patch };
    expect(errorsOf(config)).toEqual(expected);
    expect(Value.Check(SiteConfigSchema, config)).toBe(false);
  });

  it('an anchor version needs a versions list that names it', () => {
    expect(
      errorsOf({ ...BASE, anchors: [{ name: 'API' }, { name: 'API', version: 'v2' }] }),
    ).toEqual([
      {
        path: 'anchors[1].version',
        message: 'names version "v2", but there is no versions list; add versions: ["v2"]',
      },
    ]);
    expect(errorsOf({ ...BASE, versions: ['v1'], anchors: [{ version: 'v2' }] })).toEqual([
      { path: 'anchors[0].version', message: 'must be one of versions: "v1"' },
    ]);
  });

  it('an empty versions list is refused once, even when an anchor names a version', () => {
    expect(errorsOf({ ...BASE, versions: [], anchors: [{ version: 'v1' }] })).toEqual([
      { path: 'versions', message: 'must not be empty' },
      { path: 'anchors[0].version', message: 'names version "v1", which versions does not list' },
    ]);
  });
});

describe('the real-world configurations (mint.json files kept as fixtures)', () => {
  const folder = new URL('../fixtures/real-world/', import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));

  it('are at least ten, each listed in SOURCES.md', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    const sources = readFileSync(new URL('SOURCES.md', folder), 'utf8');
    for (const file of files) expect(sources).toContain(`\`${file}\``);
  });

  it.each(files)('%s validates', (file) => {
    const value: unknown = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
    expect(errorsOf(value)).toEqual([]);
    expect(Value.Check(SiteConfigSchema, value)).toBe(true);
  });
});
