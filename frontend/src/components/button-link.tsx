import { AppLink, type AppLinkProps } from './app-link';

type Variant = 'primary' | 'secondary' | 'ghost' | 'on-brand' | 'on-brand-outline';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-offset-2';

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'border border-line-strong bg-surface text-ink shadow-sm hover:border-accent-line hover:bg-accent-soft',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  // For links on a brand-coloured panel.
  'on-brand': 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'on-brand-outline':
    'text-white ring-1 ring-white/45 ring-inset hover:bg-white/10 focus-visible:outline-white',
};

const sizes: Record<Size, string> = {
  md: 'h-9 px-3.5 text-sm',
  lg: 'h-12 px-5 text-base',
};

type ButtonLinkProps = AppLinkProps & { variant?: Variant; size?: Size };

/** The same look for a real `<button>`, so forms and links match. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra?: string) {
  return [
    base,
    variants[variant],
    sizes[size],
    'disabled:cursor-not-allowed disabled:opacity-60',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <AppLink
      {...props}
      className={[base, variants[variant], sizes[size], className].filter(Boolean).join(' ')}
    />
  );
}
