import { describe, expect, it } from 'vitest';
import { pageFromSource } from './page-source';

describe('pageFromSource', () => {
  it('takes the title from the leading heading and removes it from the body', () => {
    const page = pageFromSource('hosts/cases', 'docs/hosts/cases.md', '# The case API\n\nLead.\n');
    expect(page).toMatchObject({ title: 'The case API', body: '\nLead.\n', format: 'md' });
  });

  it('prefers the front matter title and keeps a heading that is not first', () => {
    const source = '---\ntitle: Quickstart\ndescription: Five minutes.\n---\nIntro.\n\n# Later\n';
    const page = pageFromSource('quickstart', 'docs/quickstart.mdx', source);
    expect(page).toMatchObject({
      title: 'Quickstart',
      description: 'Five minutes.',
      body: 'Intro.\n\n# Later\n',
      format: 'mdx',
    });
  });

  it('reduces inline Markdown in a heading title to text', () => {
    const page = pageFromSource('x', 'docs/x.md', '# The `site.json` [file](a.md)\n');
    expect(page.title).toBe('The site.json file');
  });

  it('falls back to the file name', () => {
    expect(pageFromSource('deploy/self-hosting', 'docs/deploy/self-hosting.md', 'Text').title).toBe(
      'Self hosting',
    );
  });

  it('ignores front matter that is not an object', () => {
    const page = pageFromSource('x', 'docs/x.md', '---\n- a\n---\n# Heading\n');
    expect(page.title).toBe('Heading');
  });
});
