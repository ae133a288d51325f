/**
 * The SDL, read from beside this module: src/graphql/schema.graphql when running from source,
 * dist/schema.graphql in the build (scripts/build.mjs copies it there).
 */
import { readFileSync } from 'node:fs';

export function loadSchemaText(): string {
  const candidates = [
    new URL('./schema.graphql', import.meta.url),
    new URL('./graphql/schema.graphql', import.meta.url),
  ];
  for (const candidate of candidates) {
    try {
      return readFileSync(candidate, 'utf8');
    } catch {
      // try the next place
    }
  }
  throw new Error('schema.graphql not found beside the backend code');
}
