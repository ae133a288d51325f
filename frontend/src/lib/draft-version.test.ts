import { describe, expect, it } from 'vitest';
import { expectedVersionFor } from './draft-version';

const content = { basics: { name: 'Jordan' }, work: [{ name: 'Acme' }] };

describe('expectedVersionFor', () => {
  it('names the version the draft started from while nothing else changed', () => {
    const draft = { baseVersion: 3, origin: { title: 'Main', content } };
    expect(expectedVersionFor(draft, { version: 3, title: 'Main', content })).toBe(3);
  });

  it('follows a newer version whose title and content are as the draft found them', () => {
    // e.g. the cover letter was saved on the same page, which moves the application's version.
    const draft = { baseVersion: 3, origin: { title: null, content } };
    const sameContent = structuredClone(content);
    expect(expectedVersionFor(draft, { version: 5, title: null, content: sameContent })).toBe(5);
  });

  it('keeps its own version when the stored content changed since, so the save is refused', () => {
    const draft = { baseVersion: 3, origin: { title: null, content } };
    const retailored = { ...content, work: [{ name: 'Globex' }] };
    expect(expectedVersionFor(draft, { version: 4, title: null, content: retailored })).toBe(3);
  });

  it('keeps its own version when only the title changed elsewhere', () => {
    const draft = { baseVersion: 7, origin: { title: 'Main', content } };
    expect(expectedVersionFor(draft, { version: 8, title: 'Renamed', content })).toBe(7);
  });

  it('never names an older version than its own', () => {
    const draft = { baseVersion: 9, origin: { title: null, content } };
    expect(expectedVersionFor(draft, { version: 8, title: null, content })).toBe(9);
  });
});
