import { describe, expect, it } from 'vitest';
import { compileGlob, globToRegExp, InvalidGlobError, matchesGlob } from './glob.js';

function expectMatches(pattern: string, yes: string[], no: string[]) {
  const matches = compileGlob(pattern);
  for (const input of yes) expect(matches(input), `${pattern} should match ${input}`).toBe(true);
  for (const input of no)
    expect(matches(input), `${pattern} should not match ${input}`).toBe(false);
}

describe('branch patterns', () => {
  it('lets * match within one segment only: deploy/* takes deploy/x, not deploy/x/y', () => {
    expectMatches(
      'deploy/*',
      ['deploy/x', 'deploy/feature-1', 'deploy/.x'],
      ['deploy/x/y', 'deploy', 'main'],
    );
  });

  it('matches a literal pattern against the whole name only', () => {
    expectMatches('main', ['main'], ['main2', 'xmain', 'feature/main', 'Main']);
  });

  it('lets ** cross segments: deploy/** takes deploy/x/y but not deploy itself', () => {
    expectMatches('deploy/**', ['deploy/x', 'deploy/x/y'], ['deploy', 'deploy/']);
  });

  it('lets ? match one character except /', () => {
    expectMatches(
      'release-v?',
      ['release-v1', 'release-vx'],
      ['release-v', 'release-v10', 'release-v/'],
    );
  });
});

describe('path patterns', () => {
  it('frontend/** matches everything below frontend, dot-files and dot-folders too', () => {
    expectMatches(
      'frontend/**',
      ['frontend/app.ts', 'frontend/src/page.tsx', 'frontend/.env', 'frontend/.storybook/main.ts'],
      ['frontend', 'frontend/', 'frontends/app.ts', 'backend/frontend/app.ts', 'x/frontend/a'],
    );
  });

  it('**/*.md matches Markdown at any depth, the root included', () => {
    expectMatches(
      '**/*.md',
      ['README.md', 'docs/guide.md', 'a/b/c/.hidden.md', '.md'],
      ['README.mdx', 'docs/guide.md/x', 'README'],
    );
  });

  it('** inside a name matches across directories, as GitHub documents for **.js', () => {
    expectMatches('**.js', ['index.js', 'js/index.js', 'src/js/app.js'], ['index.ts']);
  });

  it('a/**/b matches b directly under a and any number of directories deeper', () => {
    expectMatches('a/**/b', ['a/b', 'a/x/b', 'a/x/y/b'], ['a/xb', 'ab', 'a/b/c']);
  });

  it('* matches dot-files at the root', () => {
    expectMatches('*', ['.env', 'README.md'], ['docs/a.md']);
    expectMatches('**', ['.github/workflows/ci.yml', 'a'], []);
  });

  it('expands brace sets, nested ones too', () => {
    expectMatches(
      '{frontend,backend}/**',
      ['frontend/a', 'backend/.env'],
      ['hasura/a', 'frontend'],
    );
    expectMatches('docs/*.{md,mdx}', ['docs/a.md', 'docs/a.mdx'], ['docs/a.txt', 'docs/a.']);
    expectMatches('a{b,{c,d}e}', ['ab', 'ace', 'ade'], ['ae', 'abe']);
    expectMatches('a{,.bak}', ['a', 'a.bak'], ['a.']);
  });

  it('matches character classes, negated ones without crossing /', () => {
    expectMatches('v[0-9].txt', ['v1.txt'], ['vx.txt', 'v10.txt']);
    expectMatches('[!a]', ['b', '.'], ['a', '/']);
    expectMatches('[^a]', ['b'], ['a', '/']);
    expectMatches('[]]', [']'], ['a']);
  });

  it('reads a leading ! and regex characters literally', () => {
    expectMatches('!docs/**', ['!docs/a'], ['docs/a', 'src/a']);
    expectMatches('a(b)', ['a(b)'], ['ab']);
    expectMatches('c++/*.h', ['c++/a.h'], ['c/a.h', 'cc/a.h']);
    expectMatches('a|b', ['a|b'], ['a', 'b']);
    expectMatches('a.b', ['a.b'], ['axb']);
    expectMatches('$^', ['$^'], ['']);
  });

  it('makes the character after \\ literal', () => {
    expectMatches('a\\*', ['a*'], ['ab']);
    expectMatches('\\{a,b\\}', ['{a,b}'], ['a']);
    expectMatches('x[\\]]', ['x]'], ['x\\']);
  });

  it('matches paths with newlines', () => {
    expect(matchesGlob('docs/**', 'docs/odd\nname.md')).toBe(true);
  });

  it('is case-sensitive', () => {
    expect(matchesGlob('docs/**', 'Docs/a.md')).toBe(false);
  });
});

describe('invalid patterns', () => {
  it.each([
    ['', /empty/],
    ['a{b', /unclosed "\{"/],
    ['a}b', /unmatched "\}"/],
    ['a[b', /unclosed "\["/],
    ['a]b', /unmatched "\]"/],
    ['a\\', /lone "\\"/],
    ['[z-a]', /invalid pattern "\[z-a\]"/],
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}', /more than 256/],
  ])('rejects %j with a message that says why', (pattern, message) => {
    expect(() => globToRegExp(pattern)).toThrow(InvalidGlobError);
    expect(() => globToRegExp(pattern)).toThrow(message);
  });
});
