/**
 * As many tasks as the Tasks page asks for: the most the server gives in one answer. A module of
 * its own so that the page's first load (tasks-view.tsx) takes the number without the rules.
 */
export const TASKS_LIMIT = 500;

/** How many of the tasks checked off last "Done recently" shows: a look back, not a record. */
export const DONE_TASKS_LIMIT = 20;
