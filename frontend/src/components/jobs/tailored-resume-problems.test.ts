import { describe, expect, it } from 'vitest';
import { tailoredResumeProblem } from './tailored-resume-problems';

describe('tailoredResumeProblem', () => {
  it('offers the latest version when the application changed meanwhile', () => {
    const problem = tailoredResumeProblem('VERSION_CONFLICT', 'Application 7 is at version 4');
    expect(problem.kind).toBe('conflict');
    expect(problem.message).toMatch(/tailored again/);
  });

  it('treats a deleted application and an untailored one as gone, with a way to reload the job', () => {
    for (const code of ['NOT_FOUND', 'NOT_TAILORED']) {
      expect(tailoredResumeProblem(code, '')).toMatchObject({
        kind: 'gone',
        reloadLabel: 'Reload the job',
      });
    }
  });

  it('says why a save without a base resume cannot be scored', () => {
    expect(tailoredResumeProblem('NO_BASE_RESUME', 'No base resume')).toMatchObject({
      kind: 'server',
      message: expect.stringMatching(/base resume/) as unknown,
    });
  });

  it("shows a refused document in the server's words", () => {
    expect(tailoredResumeProblem('VALIDATION_FAILED', '/work/0/startDate: bad date')).toEqual({
      kind: 'server',
      message: '/work/0/startDate: bad date',
    });
  });
});
