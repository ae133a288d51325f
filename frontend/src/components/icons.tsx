/** Shared line-icon styling: 24×24 outline icons that take the text colour. */
export function lineIconProps(sizeClass: string) {
  return {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.7,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: sizeClass,
    'aria-hidden': true,
  } as const;
}

/** A check mark in the text colour, decorative. */
export function CheckIcon({
  className,
  strokeWidth = 2,
}: {
  className: string;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox="0 0 16 16" className={className} aria-hidden="true">
      <path
        d="m3.5 8.5 3 3 6-6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
