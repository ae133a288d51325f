/** Both engines return timestamptz as Date; the API speaks RFC 3339 strings. */
export function toIsoTimestamp(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function toOptionalIsoTimestamp(value: unknown): string | null {
  return value === null || value === undefined ? null : toIsoTimestamp(value);
}
