import type { ResumeValidationError } from './validate.js';

export type ResumeImportErrorCode =
  'INVALID_JSON' | 'INVALID_RESUME' | 'UNREADABLE_FILE' | 'UNSUPPORTED_FORMAT';

/**
 * An import that cannot give a resume at all (as opposed to one with warnings). The code lets a
 * caller map it once — the backend answers 422 for INVALID_*, 415 for UNSUPPORTED_FORMAT.
 */
export class ResumeImportError extends Error {
  override readonly name = 'ResumeImportError';

  constructor(
    readonly code: ResumeImportErrorCode,
    message: string,
    readonly errors: readonly ResumeValidationError[] = [],
  ) {
    super(message);
  }
}
