import { describe, expect, it } from 'vitest';
import {
  checkSource,
  COMMON_SOURCES,
  isSourceChanged,
  refusedSourceMessage,
  SOURCE_MAX_LENGTH,
  SOURCE_TOO_LONG,
  sourceInput,
  sourceKey,
  sourceSavedAnnouncement,
  sourceSuggestions,
} from './source-rules';

describe('checkSource', () => {
  it('takes up to 100 characters, spaces around them not counted', () => {
    expect(checkSource('x'.repeat(SOURCE_MAX_LENGTH))).toBeUndefined();
    expect(checkSource(`  ${'x'.repeat(SOURCE_MAX_LENGTH)}  `)).toBeUndefined();
    expect(checkSource('')).toBeUndefined();
  });

  it('refuses 101 characters with the server’s words', () => {
    expect(checkSource('x'.repeat(SOURCE_MAX_LENGTH + 1))).toBe(
      'The source has at most 100 characters.',
    );
    expect(SOURCE_TOO_LONG).toBe('The source has at most 100 characters.');
  });
});

describe('sourceInput', () => {
  it('sends the source trimmed, and a blank one as null (clears it)', () => {
    expect(sourceInput('  LinkedIn ')).toBe('LinkedIn');
    expect(sourceInput('   ')).toBeNull();
    expect(sourceInput('')).toBeNull();
  });
});

describe('isSourceChanged', () => {
  it('compares what would be stored', () => {
    expect(isSourceChanged('LinkedIn', ' LinkedIn ')).toBe(false);
    expect(isSourceChanged('LinkedIn', 'linkedin')).toBe(true);
    expect(isSourceChanged(null, '  ')).toBe(false);
    expect(isSourceChanged('LinkedIn', '')).toBe(true);
  });
});

describe('sourceKey', () => {
  it('ignores case and runs of spaces, as the server groups them', () => {
    expect(sourceKey(' Linked  In ')).toBe(sourceKey('linked in'));
  });
});

describe('sourceSuggestions', () => {
  it('offers the common sources when none is used yet', () => {
    expect(sourceSuggestions([])).toEqual([...COMMON_SOURCES]);
  });

  it('offers the used sources first, then the common ones not used, each once', () => {
    const suggestions = sourceSuggestions(['Hacker News', 'linkedin', null, 'Referral']);
    expect(suggestions.slice(0, 3)).toEqual(['Hacker News', 'linkedin', 'Referral']);
    expect(suggestions).not.toContain('LinkedIn');
    expect(suggestions.filter((source) => sourceKey(source) === 'referral')).toHaveLength(1);
    expect(suggestions).toContain('Career fair');
  });
});

describe('refusedSourceMessage', () => {
  it('is the message of a refusal of the source field', () => {
    expect(
      refusedSourceMessage({
        code: 'VALIDATION_FAILED',
        message: 'The source has at most 100 characters',
        details: { field: 'source' },
      }),
    ).toBe('The source has at most 100 characters');
  });

  it('is nothing for other refusals', () => {
    expect(
      refusedSourceMessage({ code: 'VALIDATION_FAILED', message: 'x', details: { field: 'id' } }),
    ).toBeUndefined();
    expect(refusedSourceMessage({ code: 'VALIDATION_FAILED', message: 'x' })).toBeUndefined();
    expect(refusedSourceMessage({ code: 'NOT_FOUND', message: 'x' })).toBeUndefined();
  });
});

describe('sourceSavedAnnouncement', () => {
  it('says what was set, or that it was cleared', () => {
    expect(sourceSavedAnnouncement('Referral')).toBe('Source set to Referral.');
    expect(sourceSavedAnnouncement(null)).toBe('Source cleared.');
  });
});
