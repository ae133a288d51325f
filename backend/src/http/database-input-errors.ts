/**
 * Values PostgreSQL refuses only when it meets them: NUL in text (which no TEXT column can
 * hold), a value malformed for its column's type, a number out of range, JSON nested beyond its
 * parser's stack. The schemas cannot foresee all of these, and reaching the database with one
 * is the caller's bad input, not a server fault: a 400, with our own words — the database's
 * text names types, columns and values and stays in the log.
 */

export interface DatabaseInputError {
  code: 'VALIDATION_FAILED';
  message: string;
}

/** SQLSTATEs (PostgreSQL appendix A) that only the values sent can cause. */
const MESSAGES: Readonly<Record<string, string>> = {
  // character_not_in_repertoire: "invalid byte sequence for encoding UTF8: 0x00".
  '22021': 'Text must not contain NUL (\\u0000) characters',
  // untranslatable_character: \u0000 inside JSON.
  '22P05': 'Text must not contain NUL (\\u0000) characters',
  '22P02': 'A value is not of the expected form',
  '22001': 'A text is longer than allowed',
  '22003': 'A number is out of range',
  '22007': 'A date or time is not valid',
  '22008': 'A date or time is out of range',
  // statement_too_complex: "stack depth limit exceeded" parsing deeply nested JSON.
  '54001': 'A value is nested too deeply',
};

/** Both drivers (`pg`'s DatabaseError and PGlite's) carry the SQLSTATE and a severity. */
function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string'
    ? code
    : undefined;
}

/** The 400 a database error stands for when the caller's values caused it, else undefined. */
export function databaseInputError(error: unknown): DatabaseInputError | undefined {
  const state = sqlStateOf(error);
  const message = state === undefined ? undefined : MESSAGES[state];
  return message === undefined ? undefined : { code: 'VALIDATION_FAILED', message };
}
