'use client';

import clsx from 'clsx';
import { createContext, type ReactNode, useContext } from 'react';

interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

const FieldContext = createContext<FieldControl | null>(null);
const RequiredContext = createContext<ReadonlySet<string>>(new Set());

/** Marks the Fields with these ids as required, for a form that lists them in one place. */
export function RequiredFields({ ids, children }: { ids: ReadonlySet<string>; children: ReactNode }) {
  return <RequiredContext.Provider value={ids}>{children}</RequiredContext.Provider>;
}

/** The id and ARIA attributes of the control inside a <Field> (Input, Textarea, Select… read it). */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

/** aria attributes tying a control to its hint and error (for controls not rendered inside Field). */
export function fieldAria(id: string, error?: string, hint?: boolean, required?: boolean): FieldControl {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
    'aria-required': required ? true : undefined,
  };
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A label, its control, an optional hint and the error beneath it. The control gets its id,
 * `aria-invalid`, `aria-describedby` (hint and error) and `aria-required` from the field; a
 * required field's label shows a red '*' (RequiredNote explains it once per form). The error line
 * is always present and polite, so a new message is announced; its test id is `error-{id}`.
 */
export function Field({ id, label, required: requiredProp, hint, error, className, children }: FieldProps) {
  const listed = useContext(RequiredContext);
  const required = requiredProp ?? listed.has(id);
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={fieldAria(id, error, Boolean(hint), required)}>
        {children}
      </FieldContext.Provider>
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </div>
      )}
      <p
        id={`${id}-error`}
        aria-live="polite"
        data-testid={`error-${id}`}
        className="text-sm text-red-700 empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}

/** The one line explaining the '*' of required fields, at the top of a form that has them. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={clsx('text-sm text-slate-600', className)} data-testid="required-note">
      Fields marked <span className="text-red-700">*</span> are required.
    </p>
  );
}
