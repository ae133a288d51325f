import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi.js';

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the typographic characters WinAnsi has', () => {
    const text = 'Tomás Müller – “quoted” — 50 € • ½ … Œuvre ™';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('replaces look-alikes, strips accents it cannot show, and marks the rest', () => {
    expect(toWinAnsi('p99 → 95 ms, ≥ 3× faster − Łódź, Ő, 東京')).toBe(
      'p99 -> 95 ms, >= 3× faster - Lódz, O, ??',
    );
  });
});
