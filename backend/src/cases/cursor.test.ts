import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, filterFingerprint } from './cursor.js';

const position = {
  createdAtExact: '2026-11-23T10:00:00.123456Z',
  id: '0b6f3f7e-8a53-4d49-9a43-a3a2a1c4f0d2',
};

describe('list cursors', () => {
  const all = filterFingerprint({ statuses: [], search: '' });

  it('round-trip a position for the same filters, in any status order', () => {
    expect(decodeCursor(encodeCursor(position, all), all)).toEqual(position);
    const ab = filterFingerprint({ statuses: ['applied', 'draft'], search: 'x' });
    const ba = filterFingerprint({ statuses: ['draft', 'applied'], search: 'x' });
    expect(decodeCursor(encodeCursor(position, ab), ba)).toEqual(position);
  });

  it('refuse a cursor of other filters, and anything that is not a cursor', () => {
    const other = filterFingerprint({ statuses: ['draft'], search: '' });
    expect(() => decodeCursor(encodeCursor(position, other), all)).toThrow(
      /not a cursor of this list/,
    );
    const forged = Buffer.from(
      JSON.stringify({ t: "2026'; DROP", i: position.id, f: all }),
    ).toString('base64url');
    for (const cursor of ['', 'garbage', forged, Buffer.from('[]').toString('base64url')])
      expect(() => decodeCursor(cursor, all)).toThrow(/not a cursor of this list/);
  });
});
