import { useEffect } from 'react';

/** While `isDirty`, closing or reloading the tab asks first, in the browser's own words. */
export function useUnsavedWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    // Browsers show their own wording; preventDefault is what asks the question.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [isDirty]);
}
