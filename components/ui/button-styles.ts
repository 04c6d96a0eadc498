import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-500/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

/** Classes for buttons and button-looking links. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
    // A 3 px ring in a dark brand colour, 2 px off the button: the pixels it paints change from the
    // page's white to a colour 10:1 against it, well above 3:1 (WCAG 2.4.11), on any button fill.
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:cursor-not-allowed',
    variants[variant],
    extra,
  );
}
