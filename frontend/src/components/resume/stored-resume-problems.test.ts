import { describe, expect, it } from 'vitest';
import { storedResumeProblem } from './stored-resume-problems';

describe('storedResumeProblem', () => {
  it('offers the latest version after a VERSION_CONFLICT', () => {
    expect(storedResumeProblem('VERSION_CONFLICT', 'stale').kind).toBe('conflict');
  });

  it('says a resume that is NOT_FOUND was deleted, with a way to reload the list', () => {
    expect(storedResumeProblem('NOT_FOUND', 'No resume 42')).toEqual({
      kind: 'gone',
      message: 'This resume no longer exists; it was probably deleted elsewhere.',
      reloadLabel: 'Reload my resumes',
    });
  });

  it("shows any other refusal in the server's words", () => {
    expect(storedResumeProblem('VALIDATION_FAILED', 'The resume is not valid.')).toEqual({
      kind: 'server',
      message: 'The resume is not valid.',
    });
  });
});
