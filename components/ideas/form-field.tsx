import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label, its control, an optional hint and the inline error (linked by aria-describedby). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint}
      <p
        id={`${id}-error`}
        className="mt-1 text-sm text-red-700 empty:mt-0"
        aria-live="polite"
        data-testid={`error-${id}`}
      >
        {error}
      </p>
    </div>
  );
}

/** aria attributes of a control with an error line below it. */
export const describedBy = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': `${id}-error`,
});
