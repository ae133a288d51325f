import { buttonClasses } from '../button-link';
import { FormAlert } from './fields';
import { Spinner } from './spinner';

/** Shown in place of a page while the session is being checked. */
export function SessionLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-16 text-ink-muted">
      <Spinner className="size-5" /> {label}
    </p>
  );
}

/** Shown in place of a page when the session could not be checked (not when signed out). */
export function SessionProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="max-w-lg space-y-4 py-10">
      <FormAlert message={message} />
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md')}>
        Try again
      </button>
    </div>
  );
}
