import { withDefaults } from '@resume-agent/site-config';
import { describe, expect, it } from 'vitest';
import { assetUrl, repositoryUrl, resolveDocsLink } from './links';

const repo = 'https://github.com/acme/docs';

describe('resolveDocsLink', () => {
  it.each([
    ['cases.md', 'hosts/embedding', '/docs/hosts/cases'],
    ['../accounts.md#tokens', 'hosts/cases', '/docs/accounts#tokens'],
    ['hosts/cases.md?x=1#errors', 'introduction', '/docs/hosts/cases?x=1#errors'],
    ['./quickstart.mdx', 'introduction', '/docs/quickstart'],
    ['images/flow.png', 'introduction', '/docs-assets/images/flow.png'],
    ['../backend/src/app.ts', 'app', `${repo}/blob/main/backend/src/app.ts`],
    [
      '../../packages/site-config/README.md',
      'contributing/docs-site',
      `${repo}/blob/main/packages/site-config/README.md`,
    ],
    ['../site.json', 'contributing/docs-site', `${repo}/blob/main/docs/site.json`],
  ])('%s from %s → %s', (href, page, expected) => {
    expect(resolveDocsLink(href, page, repo)).toBe(expected);
  });

  it.each(['https://example.com/a.md', '#errors', '/dashboard', 'mailto:a@b.c', '//cdn.example/x'])(
    'leaves %s alone',
    (href) => {
      expect(resolveDocsLink(href, 'hosts/cases', repo)).toBe(href);
    },
  );

  it('keeps a link that leaves the repository, and repository links without a repository', () => {
    expect(resolveDocsLink('../../../etc/passwd', 'introduction', repo)).toBe(
      '../../../etc/passwd',
    );
    expect(resolveDocsLink('../backend/x.ts', 'app')).toBe('../backend/x.ts');
  });
});

describe('assetUrl and repositoryUrl', () => {
  it('serves docs paths from docs-assets and leaves URLs alone', () => {
    expect(assetUrl('/images/logo.svg')).toBe('/docs-assets/images/logo.svg');
    expect(assetUrl('images/../logo.svg')).toBe('/docs-assets/logo.svg');
    expect(assetUrl('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  });

  it('takes the repository from the github button, else the footer', () => {
    const base = { name: 'x', navigation: [] };
    expect(
      repositoryUrl(
        withDefaults({ ...base, topbarCtaButton: { type: 'github', url: `${repo}/` } }),
      ),
    ).toBe(repo);
    expect(repositoryUrl(withDefaults({ ...base, footerSocials: { github: repo } }))).toBe(repo);
    expect(repositoryUrl(withDefaults(base))).toBeUndefined();
  });
});
