/** Where the tasks will be, drawn while they load: a card of rows the shape of the list's. */
export function TasksLoading() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Loading your tasks…
      </p>
      <div
        aria-hidden="true"
        className="h-4 w-56 rounded bg-surface-muted motion-safe:animate-pulse"
      />
      <div
        aria-hidden="true"
        className="space-y-5 rounded-2xl border border-line bg-surface p-5 motion-safe:animate-pulse sm:p-6"
      >
        <div className="h-3 w-20 rounded bg-surface-muted" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-start gap-3">
            <div className="size-4.5 shrink-0 rounded bg-surface-muted" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-3/5 rounded bg-surface-muted" />
              <div className="h-3 w-2/5 rounded bg-surface-muted" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
