/** URLs, emails and phone numbers as resumes write them, normalised to what JSON Resume accepts. */

export const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])/;

const COMMON_TLDS =
  'com|org|net|io|dev|me|app|ai|co|design|tech|page|site|xyz|info|eu|de|uk|fr|nl|ch|at|se|es|it|ca|us|au|in|blog|codes|studio|works|cloud';

/** `https://…`, `www.…` or a bare `host.tld/…` (the way a resume writes linkedin.com/in/jane). */
export const URL_IN_TEXT = new RegExp(
  String.raw`(?<![\w@.-])(?:https?:\/\/[^\s<>()|,]+|www\.[^\s<>()|,]+|(?:[a-z0-9-]+\.)+(?:${COMMON_TLDS})(?:\/[^\s<>()|,]*)?)(?![\w@-])`,
  'gi',
);

/** A phone number: at least seven digits with the usual punctuation. */
export const PHONE = /(?<![\w/])\+?\(?\d[\d\s().\-/]{5,}\d(?![\w/])/;

/** An absolute https URL for a written one, or undefined when it is not a URL. */
export function normalizeUrl(written: string): string | undefined {
  const trimmed = written.trim().replace(/[.,;:!?)\]]+$/, '');
  if (trimmed === '' || trimmed.includes('@')) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!url.hostname.includes('.')) return undefined;
    return withScheme;
  } catch {
    return undefined;
  }
}

export function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * All URLs written in a text, normalised, in order. Bare hosts (`jane.dev`) count only where
 * asked for — in contact details; elsewhere `ASP.NET` is a skill, not a website.
 */
export function findUrls(
  text: string,
  options: { bare?: boolean } = {},
): { written: string; url: string }[] {
  const found: { written: string; url: string }[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    if (options.bare !== true && !/^(https?:\/\/|www\.)/i.test(match[0])) continue;
    const url = normalizeUrl(match[0]);
    if (url !== undefined) found.push({ written: match[0], url });
  }
  return found;
}

const NETWORKS: readonly [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/(^|\.)(twitter|x)\.com$/, 'Twitter'],
  [/(^|\.)dribbble\.com$/, 'Dribbble'],
  [/(^|\.)behance\.net$/, 'Behance'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)stackoverflow\.com$/, 'Stack Overflow'],
  [/(^|\.)kaggle\.com$/, 'Kaggle'],
  [/(^|\.)scholar\.google\.com$/, 'Google Scholar'],
  [/(^|\.)mastodon\.social$/, 'Mastodon'],
];

const PROFILE_HOSTS: Readonly<Record<string, string>> = {
  linkedin: 'https://www.linkedin.com/in/',
  github: 'https://github.com/',
  gitlab: 'https://gitlab.com/',
  twitter: 'https://twitter.com/',
  dribbble: 'https://dribbble.com/',
  behance: 'https://www.behance.net/',
  kaggle: 'https://www.kaggle.com/',
};

/** The social network a URL belongs to, with the username read from its path. */
export function profileOf(
  url: string,
): { network: string; username?: string; url: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase();
  const network = NETWORKS.find(([pattern]) => pattern.test(host))?.[1];
  if (network === undefined) return undefined;
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  const username = network === 'LinkedIn' ? segments[1] : segments[0];
  return {
    network,
    ...(username === undefined ? {} : { username: decodeURIComponent(username).replace(/^@/, '') }),
    url,
  };
}

/** A profile written as `GitHub: janedoe`, with the URL it stands for when the network is known. */
export function profileFromHandle(
  network: string,
  username: string,
): { network: string; username: string; url?: string } {
  const base = PROFILE_HOSTS[network.toLowerCase()];
  const clean = username.replace(/^@/, '');
  const name =
    NETWORKS.find(([, label]) => label.toLowerCase() === network.toLowerCase())?.[1] ?? network;
  return {
    network: name,
    username: clean,
    ...(base === undefined ? {} : { url: `${base}${clean}` }),
  };
}
