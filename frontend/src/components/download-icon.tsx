// Its own module, not icons.tsx (which re-exports it): the dashboard's heading draws it in the
// page's first load, which needs none of the other icons.

/** An arrow into a tray: downloads. */
export function DownloadIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <path
        d="M8 2.5v7.5m0 0L5 7m3 3 3-3M3 12.5h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
