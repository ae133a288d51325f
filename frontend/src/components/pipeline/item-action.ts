/** The quiet text buttons under an interview or a contact: Edit, Remove and the like. */
export const ITEM_ACTION =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted disabled:opacity-60';
