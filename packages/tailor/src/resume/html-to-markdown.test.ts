import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.js';

describe('htmlToMarkdown', () => {
  it('turns mammoth-style HTML into the Markdown the importer reads', () => {
    const html =
      '<h1>Jane Doe</h1><p>Engineer</p><h2>Experience</h2><h3>Engineer — Acme</h3><p><em>2019 – 2021</em></p>' +
      '<ul><li>Cut <strong>p99</strong> by 40%</li><li><strong>Languages: </strong>Go, TS<ul><li>nested</li></ul></li></ul>' +
      '<ol><li>first</li></ol><p>See <a href="https://example.com">my site</a> &amp; more<br />next line</p>';
    expect(htmlToMarkdown(html)).toBe(
      [
        '# Jane Doe',
        '',
        'Engineer',
        '',
        '## Experience',
        '',
        '### Engineer — Acme',
        '',
        '*2019 – 2021*',
        '',
        '- Cut **p99** by 40%',
        '- **Languages:** Go, TS',
        '  - nested',
        '',
        '1. first',
        '',
        'See [my site](https://example.com) & more',
        'next line',
      ].join('\n'),
    );
  });

  it('escapes text that Markdown would read as syntax', () => {
    expect(htmlToMarkdown('<p>*nix and [brackets] and _x_</p>')).toBe(
      '\\*nix and \\[brackets\\] and \\_x\\_',
    );
  });

  it('writes table rows as lines of cells', () => {
    expect(htmlToMarkdown('<table><tr><td><p>Acme</p></td><td><p>2019</p></td></tr></table>')).toBe(
      'Acme | 2019',
    );
  });
});
