/**
 * Typed reads from a JSON Resume whose shape is only partly known: the engine indexes and
 * renders resumes that may not have been validated, so every read checks the type it gets.
 */

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string field, or undefined. */
export function readString(object: JsonObject | undefined, key: string): string | undefined {
  const value = object?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A non-blank string, trimmed, or null: a field's words as a sentence quotes them. */
export function trimmedText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The non-blank strings of an array field, in order. */
export function readStrings(object: JsonObject | undefined, key: string): string[] {
  const value = object?.[key];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** The object entries of an array field, each with its index in the array (for JSON Pointers). */
export function readEntries(
  object: JsonObject | undefined,
  key: string,
): { entry: JsonObject; index: number }[] {
  const value = object?.[key];
  if (!Array.isArray(value)) return [];
  const entries: { entry: JsonObject; index: number }[] = [];
  value.forEach((entry: unknown, index) => {
    if (isJsonObject(entry)) entries.push({ entry, index });
  });
  return entries;
}

/** Collapse runs of whitespace (line breaks included) to one space and trim. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * How an entry is named in what people read: its non-blank fields among `keys`, trimmed, joined
 * by ", " ("Senior Engineer, Acme"); null when all are blank. The resume index and the review
 * name entries alike.
 */
export function entryLabel(entry: JsonObject, keys: readonly string[]): string | null {
  return (
    joinParts(
      keys.map((key) => readString(entry, key)?.trim()),
      ', ',
    ) || null
  );
}

/** Join the non-empty parts with a separator. */
export function joinParts(
  parts: readonly (string | undefined | null)[],
  separator: string,
): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(separator);
}
