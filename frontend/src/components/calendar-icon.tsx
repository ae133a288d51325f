// Its own module, not icons.tsx: that one is in every signed-in page's first load (the app
// shell uses it), and this icon is drawn by a few panels only.

/** A calendar page in the text colour, decorative: follow-ups, calendar files and feeds. */
export function CalendarIcon({
  className,
  strokeWidth = 1.5,
}: {
  className: string;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className}>
      <rect
        x="2"
        y="3"
        width="12"
        height="11"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
      />
      <path d="M2 6.5h12M5.5 1.5v3m5-3v3" stroke="currentColor" strokeWidth={strokeWidth} />
    </svg>
  );
}
