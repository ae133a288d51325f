/**
 * ETags of cases are their version, strong: `"7"`. If-Match (RFC 9110 §13.1.1) holds `*` or a
 * list of entity tags; a weak tag never matches in a strong comparison.
 */
import { AppError } from '../http/errors.js';

export function etagOf(version: number): string {
  return `"${version}"`;
}

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** The versions an If-Match header accepts: `'any'` for `*`, undefined when absent. */
export function parseIfMatch(header: string | undefined): 'any' | number[] | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return 'any';
  const versions: number[] = [];
  for (const part of value.split(',')) {
    const match = ENTITY_TAG.exec(part.trim());
    if (!match)
      throw new AppError(
        'INVALID_IF_MATCH',
        400,
        'If-Match must be * or entity tags such as "3" (the ETag of the case)',
      );
    const [, weak, tag = ''] = match;
    if (weak === undefined && /^[1-9][0-9]{0,9}$/.test(tag)) versions.push(Number(tag));
  }
  return versions;
}

/** Throws 412 unless the header (if any) accepts the current version. */
export function checkIfMatch(header: string | undefined, currentVersion: number): void {
  const accepted = parseIfMatch(header);
  if (accepted === undefined || accepted === 'any' || accepted.includes(currentVersion)) return;
  throw new AppError(
    'PRECONDITION_FAILED',
    412,
    `The case has changed since you read it: its ETag is now ${etagOf(currentVersion)}; get it again and reapply your change`,
    { currentVersion },
    { etag: etagOf(currentVersion) },
  );
}
