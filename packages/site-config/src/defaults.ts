// The one place the defaults of spec §2.5 are applied; readers of a site configuration take
// `ResolvedSiteConfig` and never repeat a default.
import { SITE_CONFIG_DEFAULTS as DEFAULTS, type Anchor, type SiteConfig } from './schema';

type Api = NonNullable<SiteConfig['api']>;
type TopbarCtaButton = NonNullable<SiteConfig['topbarCtaButton']>;
type LogoPaths = Exclude<NonNullable<SiteConfig['logo']>, string>;
type Required2<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };

export type ResolvedAnchor = Required2<Anchor, 'isDefaultHidden' | 'iconType'>;

/**
 * A valid site configuration with every default in place. Sections the renderer always draws
 * (the top anchor, the feedback buttons, the mode toggle, the API playground) are always present.
 */
export type ResolvedSiteConfig = Omit<
  SiteConfig,
  'logo' | 'topbarCtaButton' | 'anchors' | 'topAnchor' | 'api' | 'feedback' | 'modeToggle'
> & {
  logo?: string | Required2<LogoPaths, 'href'>;
  topbarCtaButton?: Required2<TopbarCtaButton, 'type'>;
  anchors?: ResolvedAnchor[];
  topAnchor: Required2<NonNullable<SiteConfig['topAnchor']>, 'name' | 'icon' | 'iconType'>;
  api: Omit<Api, 'playground'> & {
    playground: Required2<NonNullable<Api['playground']>, 'mode'>;
  };
  feedback: Required2<NonNullable<SiteConfig['feedback']>, 'suggestEdit' | 'raiseIssue'>;
  modeToggle: Required2<NonNullable<SiteConfig['modeToggle']>, 'isHidden'>;
};

/** A copy of a valid configuration with the defaults of spec §2.5 filled in. */
export function withDefaults(config: SiteConfig): ResolvedSiteConfig {
  const { logo, topbarCtaButton, anchors, topAnchor, api, feedback, modeToggle, ...rest } =
    structuredClone(config);
  return {
    ...rest,
    ...(logo === undefined
      ? {}
      : {
          logo: typeof logo === 'string' ? logo : { ...logo, href: logo.href ?? DEFAULTS.logoHref },
        }),
    ...(topbarCtaButton === undefined
      ? {}
      : {
          topbarCtaButton: {
            ...topbarCtaButton,
            type: topbarCtaButton.type ?? DEFAULTS.topbarCtaButtonType,
          },
        }),
    ...(anchors === undefined
      ? {}
      : {
          anchors: anchors.map((anchor) => ({
            ...anchor,
            isDefaultHidden: anchor.isDefaultHidden ?? DEFAULTS.anchorIsDefaultHidden,
            iconType: anchor.iconType ?? DEFAULTS.iconType,
          })),
        }),
    topAnchor: {
      ...topAnchor,
      name: topAnchor?.name ?? DEFAULTS.topAnchorName,
      icon: topAnchor?.icon ?? DEFAULTS.topAnchorIcon,
      iconType: topAnchor?.iconType ?? DEFAULTS.iconType,
    },
    api: {
      ...api,
      playground: { ...api?.playground, mode: api?.playground?.mode ?? DEFAULTS.playgroundMode },
    },
    feedback: {
      suggestEdit: feedback?.suggestEdit ?? DEFAULTS.feedbackSuggestEdit,
      raiseIssue: feedback?.raiseIssue ?? DEFAULTS.feedbackRaiseIssue,
    },
    modeToggle: {
      ...modeToggle,
      isHidden: modeToggle?.isHidden ?? DEFAULTS.modeToggleIsHidden,
    },
  };
}
