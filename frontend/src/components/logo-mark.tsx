/** The Resume Agent mark: a page with a check. Decorative; pair it with the product name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M10.5 6.5h7.2l5.3 5.3v12.7a1.5 1.5 0 0 1-1.5 1.5H10.5A1.5 1.5 0 0 1 9 24.5V8a1.5 1.5 0 0 1 1.5-1.5Z"
        fill="#fff"
      />
      <path d="M17.5 6.5V12h5.5" fill="#c6cdff" />
      <rect x="11.5" y="14" width="8" height="1.7" rx="0.85" fill="#a3acfd" />
      <rect x="11.5" y="17.4" width="5.5" height="1.7" rx="0.85" fill="#a3acfd" />
      <circle cx="22.5" cy="22.5" r="5.6" fill="#10b981" stroke="#fff" strokeWidth="1.6" />
      <path
        d="m20.1 22.6 1.6 1.6 3.2-3.3"
        fill="none"
        stroke="#fff"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
