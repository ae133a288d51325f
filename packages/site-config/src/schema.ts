// The site.json schema (spec §2.5, decisions.md "site.json"): one TypeBox definition gives the
// TypeScript types, the validator's rules and schema/site.schema.json.
import Type, { type Static, type TOptional, type TString } from 'typebox';

/** `#RGB` or `#RRGGBB`, as Mintlify's mint.json documented its colors. */
export const HEX_COLOR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
/** An absolute http(s) URL: footer socials link to accounts on other sites. */
export const ABSOLUTE_URL_PATTERN = '^https?://[^\\s/]+\\S*$';
/** The repository a `github` call-to-action button shows (owner and name, nothing after). */
export const GITHUB_REPOSITORY_PATTERN = '^https://github\\.com/[^/\\s]+/[^/\\s]+/?$';

export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;
export const CTA_BUTTON_TYPES = ['link', 'github'] as const;
export const AUTH_METHODS = ['bearer', 'basic', 'key'] as const;
export const PLAYGROUND_MODES = ['show', 'simple', 'hide'] as const;
export const COLOR_MODES = ['light', 'dark'] as const;
export const FOOTER_SOCIAL_KEYS = [
  'website',
  'facebook',
  'twitter',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
] as const;

/** Every default of spec §2.5; the schema annotates them and `withDefaults` applies them. */
export const SITE_CONFIG_DEFAULTS = {
  logoHref: '/',
  topbarCtaButtonType: 'link',
  anchorIsDefaultHidden: false,
  iconType: 'duotone',
  topAnchorName: 'Documentation',
  topAnchorIcon: 'book-open',
  playgroundMode: 'show',
  feedbackSuggestEdit: false,
  feedbackRaiseIssue: false,
  modeToggleIsHidden: false,
} as const;

const closed = { additionalProperties: false } as const;

const HexColor = (description: string) => Type.String({ pattern: HEX_COLOR_PATTERN, description });

const IconType = (description: string) =>
  Type.Enum(ICON_TYPES, { default: SITE_CONFIG_DEFAULTS.iconType, description });

export const NavigationGroup = Type.Object(
  {
    group: Type.Optional(Type.String({ description: 'Group name' })),
    pages: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Relative paths to the markdown files that serve as pages, without extension',
      }),
    ),
  },
  closed,
);

export const Logo = Type.Union(
  [
    Type.String({ description: 'Path to the logo image' }),
    Type.Object(
      {
        light: Type.String({ description: 'Path to the logo in light mode' }),
        dark: Type.String({ description: 'Path to the logo in dark mode' }),
        href: Type.Optional(
          Type.String({
            default: SITE_CONFIG_DEFAULTS.logoHref,
            description: 'Where clicking the logo leads',
          }),
        ),
      },
      closed,
    ),
  ],
  { description: 'Path to the logo image, or one path per mode' },
);

export const Colors = Type.Object(
  {
    primary: HexColor('Highlights, section headers and accents in light mode'),
    light: Type.Optional(HexColor('Primary color for dark mode')),
    dark: Type.Optional(HexColor('Primary color for important buttons')),
    background: Type.Optional(
      Type.Object(
        {
          light: HexColor('Background in light mode'),
          dark: HexColor('Background in dark mode'),
        },
        closed,
      ),
    ),
  },
  { ...closed, description: 'Global theme; colors are #RGB or #RRGGBB' },
);

const NamedLink = (nameDescription: string, urlDescription: string) =>
  Type.Object(
    {
      name: Type.String({ description: nameDescription }),
      url: Type.String({ description: urlDescription }),
    },
    closed,
  );

export const TopbarCtaButton = Type.Object(
  {
    type: Type.Optional(
      Type.Enum(CTA_BUTTON_TYPES, {
        default: SITE_CONFIG_DEFAULTS.topbarCtaButtonType,
        description: '`link` shows a button; `github` shows the repository with its star count',
      }),
    ),
    url: Type.Optional(
      Type.String({ description: 'For `link` the button target; for `github` the repository' }),
    ),
    name: Type.Optional(Type.String({ description: 'Button text; required for `link` only' })),
  },
  {
    ...closed,
    // The same rule as `ctaButtonErrors` in rules.ts, which words its messages; kept here too so
    // that editors reading the JSON Schema file enforce it.
    if: { properties: { type: { const: 'github' } }, required: ['type'] },
    then: {
      required: ['url'],
      properties: { url: { pattern: GITHUB_REPOSITORY_PATTERN } },
      not: { required: ['name'] },
    },
    else: { required: ['name'] },
  },
);

export const Anchor = Type.Object(
  {
    icon: Type.Optional(Type.String({ description: 'Icon name from the icon library' })),
    name: Type.Optional(Type.String({ description: 'Anchor label' })),
    url: Type.Optional(
      Type.String({
        description: 'Start of the URL of the pages that belong to the anchor (a folder name)',
      }),
    ),
    color: Type.Optional(
      Type.Union(
        [
          HexColor('Background of the icon'),
          Type.Object(
            {
              from: HexColor('Start of the gradient'),
              to: HexColor('End of the gradient'),
            },
            closed,
          ),
        ],
        { description: 'A hex color, or a gradient `from` one `to` another' },
      ),
    ),
    version: Type.Optional(
      Type.String({
        description: 'Hides the anchor until this version (listed in `versions`) is selected',
      }),
    ),
    isDefaultHidden: Type.Optional(
      Type.Boolean({
        default: SITE_CONFIG_DEFAULTS.anchorIsDefaultHidden,
        description: 'Hides the anchor until someone is linked directly to a page inside it',
      }),
    ),
    iconType: Type.Optional(IconType('Style of the icon')),
  },
  closed,
);

export const TopAnchor = Type.Object(
  {
    name: Type.Optional(
      Type.String({ default: SITE_CONFIG_DEFAULTS.topAnchorName, description: 'Name' }),
    ),
    icon: Type.Optional(
      Type.String({ default: SITE_CONFIG_DEFAULTS.topAnchorIcon, description: 'Icon name' }),
    ),
    iconType: Type.Optional(IconType('Style of the icon')),
  },
  { ...closed, description: 'Overrides the top-most anchor' },
);

const StringOrStrings = (description: string) =>
  Type.Union([Type.String(), Type.Array(Type.String())], { description });

export const Api = Type.Object(
  {
    baseUrl: Type.Optional(
      StringOrStrings('Base URL of every endpoint; several let the reader choose one'),
    ),
    auth: Type.Optional(
      Type.Object(
        {
          method: Type.Optional(
            Type.Enum(AUTH_METHODS, { description: 'Authentication of every endpoint' }),
          ),
          name: Type.Optional(
            Type.String({
              description:
                'Name of the authentication parameter; for `basic`, `[usernameName]:[passwordName]`',
            }),
          ),
          inputPrefix: Type.Optional(
            Type.String({ description: 'Default prefix of the authentication input' }),
          ),
        },
        closed,
      ),
    ),
    playground: Type.Optional(
      Type.Object(
        {
          mode: Type.Optional(
            Type.Enum(PLAYGROUND_MODES, {
              default: SITE_CONFIG_DEFAULTS.playgroundMode,
              description: '`simple` shows the endpoint without interactivity',
            }),
          ),
        },
        closed,
      ),
    ),
    maintainOrder: Type.Optional(
      Type.Boolean({ description: 'Keeps the key order of the OpenAPI file on OpenAPI pages' }),
    ),
  },
  closed,
);

export const FooterSocials = Type.Object(
  Object.fromEntries(
    FOOTER_SOCIAL_KEYS.map((key) => [
      key,
      Type.Optional(Type.String({ pattern: ABSOLUTE_URL_PATTERN })),
    ]),
  ) as Record<(typeof FOOTER_SOCIAL_KEYS)[number], TOptional<TString>>,
  { ...closed, description: 'Account URL per social platform' },
);

export const Feedback = Type.Object(
  {
    suggestEdit: Type.Optional(
      Type.Boolean({
        default: SITE_CONFIG_DEFAULTS.feedbackSuggestEdit,
        description: 'Shows a button to suggest edits through a pull request',
      }),
    ),
    raiseIssue: Type.Optional(
      Type.Boolean({
        default: SITE_CONFIG_DEFAULTS.feedbackRaiseIssue,
        description: 'Shows a button to raise an issue about the page',
      }),
    ),
  },
  closed,
);

export const ModeToggle = Type.Object(
  {
    default: Type.Optional(
      Type.Enum(COLOR_MODES, {
        description: 'Mode shown to new readers; without it, the operating system decides',
      }),
    ),
    isHidden: Type.Optional(
      Type.Boolean({
        default: SITE_CONFIG_DEFAULTS.modeToggleIsHidden,
        description: 'Hides the light/dark toggle; with `default`, forces one mode',
      }),
    ),
  },
  closed,
);

export const SiteConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'The JSON Schema this file follows' })),
    name: Type.String({ description: 'Project name, used for the global title' }),
    navigation: Type.Array(NavigationGroup, { description: 'Groups of pages' }),
    logo: Type.Optional(Logo),
    favicon: Type.Optional(Type.String({ description: 'Path to the favicon image' })),
    colors: Type.Optional(Colors),
    topbarLinks: Type.Optional(
      Type.Array(NamedLink('Button text', 'Link target'), { description: 'Links in the top bar' }),
    ),
    topbarCtaButton: Type.Optional(TopbarCtaButton),
    versions: Type.Optional(
      Type.Array(Type.String(), {
        minItems: 1,
        description: 'Version names, shown in a version dropdown in the navigation bar',
      }),
    ),
    anchors: Type.Optional(Type.Array(Anchor)),
    topAnchor: Type.Optional(TopAnchor),
    tabs: Type.Optional(
      Type.Array(NamedLink('Tab label', 'Start of the URL of the tab’s pages (a folder name)'), {
        description: 'Tabs above the navigation',
      }),
    ),
    api: Type.Optional(Api),
    openapi: Type.Optional(
      StringOrStrings('URL(s) or relative path(s) of OpenAPI files; one API reference each'),
    ),
    footerSocials: Type.Optional(FooterSocials),
    feedback: Type.Optional(Feedback),
    modeToggle: Type.Optional(ModeToggle),
    backgroundImage: Type.Optional(
      Type.String({ description: 'Background image behind every page' }),
    ),
  },
  {
    ...closed,
    title: 'site.json',
    description: 'The configuration of a documentation site (Resume Agent spec §2.5)',
  },
);

export type SiteConfig = Static<typeof SiteConfigSchema>;
export type NavigationGroup = Static<typeof NavigationGroup>;
export type Anchor = Static<typeof Anchor>;
export type IconType = (typeof ICON_TYPES)[number];
export type FooterSocialKey = (typeof FOOTER_SOCIAL_KEYS)[number];
