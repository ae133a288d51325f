import type { SaveProblem } from './editor-save-bar';

/** How a refused save of one of the user's resumes (updateResume) reads in the save bar. */
export function storedResumeProblem(code: string, message: string): SaveProblem {
  if (code === 'VERSION_CONFLICT') {
    return {
      kind: 'conflict',
      message: 'This resume changed somewhere else (another tab or device).',
    };
  }
  if (code === 'NOT_FOUND') {
    return {
      kind: 'gone',
      message: 'This resume no longer exists; it was probably deleted elsewhere.',
      reloadLabel: 'Reload my resumes',
    };
  }
  return { kind: 'server', message };
}
