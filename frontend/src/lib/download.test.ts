import { describe, expect, it } from 'vitest';
import { base64ToBytes, fileToBase64 } from './download';

describe('base64 round trip', () => {
  it('keeps every byte value, also past the chunk size', async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 7) % 256);
    const base64 = await fileToBase64(new Blob([bytes]));
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect([...base64ToBytes(base64)]).toEqual([...bytes]);
  });
});
