/** A warning triangle in the text colour, decorative; `className` sizes and places it. */
export function WarningIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path
        d="M10 3 18 17H2z M10 8v4m0 2.5v.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
