export { DownloadIcon } from './download-icon';

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

const CHEVRON_PATHS = {
  right: 'm6 4 4 4-4 4',
  down: 'm4 6 4 4 4-4',
  left: 'M10 3 5 8l5 5',
} as const;

/** A small chevron in the text colour, decorative. */
export function ChevronIcon({
  pointing,
  className,
}: {
  pointing: keyof typeof CHEVRON_PATHS;
  className: string;
}) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className}>
      <path
        d={CHEVRON_PATHS[pointing]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The chevron of a <details> disclosure: it turns down while its `group` is open. */
export function DisclosureChevron({ className = '' }: { className?: string }) {
  return (
    <ChevronIcon
      pointing="right"
      className={`size-4 shrink-0 text-ink-subtle transition-transform group-open:rotate-90 ${className}`}
    />
  );
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

/** A pencil: edit. */
export function PencilIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <path
        d="M10.5 3 13 5.5M2.5 13.5l.6-2.9 7.9-7.9a1.3 1.3 0 0 1 1.8 0l.5.5a1.3 1.3 0 0 1 0 1.8l-7.9 7.9-2.9.6Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A plus: add what is missing. */
export function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A turning arrow: write it again. */
export function RedraftIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
      <path
        d="M13 8a5 5 0 1 1-1.46-3.54M13 2.5v3h-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
