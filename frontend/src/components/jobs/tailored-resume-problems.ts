import type { SaveProblem } from '@/components/resume/editor-save-bar';

/** How a refused save of an application's tailored resume (updateTailoredResume) reads. */
export function tailoredResumeProblem(code: string, message: string): SaveProblem {
  switch (code) {
    case 'VERSION_CONFLICT':
      return {
        kind: 'conflict',
        message:
          'This tailored resume changed after you started editing (tailored again in another tab, perhaps).',
      };
    case 'NOT_TAILORED':
      return {
        kind: 'gone',
        message: 'This job has no tailored resume any more.',
        reloadLabel: 'Reload the job',
      };
    case 'NOT_FOUND':
      return {
        kind: 'gone',
        message: 'This job or its application no longer exists; it was probably deleted elsewhere.',
        reloadLabel: 'Reload the job',
      };
    case 'NO_BASE_RESUME':
      // The edit is scored and compared against the base resume, so it cannot be saved without.
      return {
        kind: 'server',
        message:
          'a tailored resume is compared with your base resume, and you have none now. Choose one on the Resume page, then save again.',
      };
    default:
      return { kind: 'server', message };
  }
}
