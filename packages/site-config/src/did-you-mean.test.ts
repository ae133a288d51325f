import { describe, expect, it } from 'vitest';
import { didYouMean, levenshtein } from './did-you-mean';

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['color', 'color', 0],
    ['colour', 'color', 1],
    ['navigaton', 'navigation', 1],
    ['hackernews', 'hacker-news', 1],
    ['kitten', 'sitting', 3],
  ])('counts %j → %j as %i edits', (a, b, distance) => {
    expect(levenshtein(a, b)).toBe(distance);
    expect(levenshtein(b, a)).toBe(distance);
  });
});

describe('didYouMean', () => {
  const keys = ['name', 'navigation', 'favicon', 'footerSocials', 'topbarLinks'];

  it('suggests a key that differs only in case, however far apart', () => {
    expect(didYouMean('FOOTERSOCIALS', keys)).toBe('footerSocials');
    expect(didYouMean('TopbarLinks', keys)).toBe('topbarLinks');
  });

  it('suggests the nearest key within two edits', () => {
    expect(didYouMean('nmae', keys)).toBe('name');
    expect(didYouMean('favicn', keys)).toBe('favicon');
    expect(didYouMean('navigatin', keys)).toBe('navigation');
  });

  it('suggests nothing beyond two edits or for keys too short to be a misspelling', () => {
    expect(didYouMean('sidebar', keys)).toBeUndefined();
    expect(didYouMean('x', ['to', 'from'])).toBeUndefined();
  });
});
