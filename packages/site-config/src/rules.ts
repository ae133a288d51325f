// Rules that tie one key to another (decisions.md, "site.json"). They read the raw value, so
// each checks the shapes it relies on; a wrong shape is already reported by schema-errors.ts.
import { didYouMean } from './did-you-mean';
import { childPath } from './paths';
import { isRecord, quoteList, type SiteConfigError } from './schema-errors';
import { GITHUB_REPOSITORY_PATTERN, SITE_CONFIG_DEFAULTS } from './schema';

const GITHUB_REPOSITORY = new RegExp(GITHUB_REPOSITORY_PATTERN, 'u');
const EXAMPLE_REPOSITORY = 'https://github.com/acme/docs';

/** `link` buttons need their text; `github` buttons show a repository and take no text. */
export function ctaButtonErrors(button: unknown): SiteConfigError[] {
  if (!isRecord(button)) return [];
  const type = button.type ?? SITE_CONFIG_DEFAULTS.topbarCtaButtonType;
  const errors: SiteConfigError[] = [];
  const at = (key: string) => childPath('topbarCtaButton', key);
  if (type === 'link' && !Object.hasOwn(button, 'name')) {
    errors.push({ path: at('name'), message: 'is required when type is "link" (the button text)' });
  }
  if (type === 'github') {
    if (Object.hasOwn(button, 'name')) {
      errors.push({
        path: at('name'),
        message: 'must not be set when type is "github" (the button shows the repository)',
      });
    }
    if (!Object.hasOwn(button, 'url')) {
      errors.push({
        path: at('url'),
        message: `is required when type is "github" (the repository, such as ${EXAMPLE_REPOSITORY})`,
      });
    } else if (typeof button.url === 'string' && !GITHUB_REPOSITORY.test(button.url)) {
      errors.push({
        path: at('url'),
        message: `must be a GitHub repository URL such as ${EXAMPLE_REPOSITORY} when type is "github"`,
      });
    }
  }
  return errors;
}

/** An anchor's `version` must be one of `versions`, or the anchor could never be shown. */
export function anchorVersionErrors(anchors: unknown, versions: unknown): SiteConfigError[] {
  if (!Array.isArray(anchors)) return [];
  const listed = Array.isArray(versions)
    ? versions.filter((version): version is string => typeof version === 'string')
    : undefined;
  const errors: SiteConfigError[] = [];
  for (const [index, anchor] of anchors.entries()) {
    if (!isRecord(anchor) || typeof anchor.version !== 'string') continue;
    const path = childPath(childPath('anchors', index), 'version');
    if (listed === undefined) {
      errors.push({
        path,
        message: `names version "${anchor.version}", but there is no versions list; add versions: ["${anchor.version}"]`,
      });
    } else if (!listed.includes(anchor.version)) {
      const suggestion = listed.length > 1 ? didYouMean(anchor.version, listed) : undefined;
      errors.push({
        path,
        message:
          listed.length === 0
            ? `names version "${anchor.version}", which versions does not list`
            : `must be one of versions: ${quoteList(listed)}${suggestion === undefined ? '' : `; did you mean "${suggestion}"?`}`,
      });
    }
  }
  return errors;
}

/** Every cross-field error of a site.json value. */
export function crossFieldErrors(value: unknown): SiteConfigError[] {
  if (!isRecord(value)) return [];
  return [
    ...ctaButtonErrors(value.topbarCtaButton),
    ...anchorVersionErrors(value.anchors, value.versions),
  ];
}
