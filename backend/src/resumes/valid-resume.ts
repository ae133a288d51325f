import { type JsonResume, validateResume } from '@resume-agent/tailor';
import { validationFailed } from '../http/domain-errors.js';

/**
 * The content as a JSON Resume, or VALIDATION_FAILED naming the first problem in the message
 * and listing all of them in `details.errors`, where an editor can put each beside its field.
 */
export function validResumeOrFail(content: unknown, what = 'The resume'): JsonResume {
  const validation = validateResume(content);
  if (validation.ok) return validation.resume;
  const first = validation.errors[0];
  throw validationFailed(
    `${what} is not valid JSON Resume${first ? `: ${first.path || '/'} ${first.message}` : ''}`,
    { errors: validation.errors },
  );
}
