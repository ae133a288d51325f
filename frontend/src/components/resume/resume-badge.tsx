/** Marks the resume that jobs are matched and tailored against. */
export function BaseBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent ring-1 ring-accent-line ring-inset">
      <svg viewBox="0 0 16 16" className="size-3" aria-hidden="true">
        <path
          d="M8 1.5 10 6l4.8.4-3.7 3.1 1.2 4.7L8 11.7 3.7 14.2l1.2-4.7L1.2 6.4 6 6z"
          fill="currentColor"
        />
      </svg>
      Base resume
    </span>
  );
}

const updatedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A resume's last change as a date: "Nov 25, 2026". */
export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : updatedFormat.format(date);
}
