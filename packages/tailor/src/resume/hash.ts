/**
 * cyrb53 (public domain, by bryc): a fast 53-bit string hash. Written out here rather than
 * taken from node:crypto so that the browser computes the same item ids as the server.
 */
export function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const ID_LENGTH = 8;
const ID_SPACE = 36 ** ID_LENGTH;

/**
 * Eight base-36 characters (about 41 bits): short enough to read in a UI, and the chance of two
 * of a resume's few hundred texts colliding is below one in a million (the indexer still
 * disambiguates if they do).
 */
export function shortHash(text: string): string {
  return (cyrb53(text) % ID_SPACE).toString(36).padStart(ID_LENGTH, '0');
}
