/**
 * JSON text for bodies written straight from records rather than serialised from objects
 * (cases/case-list-json.ts), escaped exactly as JSON.stringify escapes.
 */

/** What JSON.stringify escapes in a string: `"`, `\`, controls, and (lone) surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const ESCAPED_BY_JSON = /["\\\u0000-\u001f\ud800-\udfff]/;

/** JSON.stringify(text), without its general path for the common text that needs no escape. */
export function jsonString(text: string): string {
  // Surrogates, paired or not, take JSON.stringify's path: it escapes only lone ones.
  return ESCAPED_BY_JSON.test(text) ? JSON.stringify(text) : `"${text}"`;
}

export const nullableJsonString = (text: string | null): string =>
  text === null ? 'null' : jsonString(text);

/** What Fastify itself sends with a body it serialises; a JSON string sent with it goes as is. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
