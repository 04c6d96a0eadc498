'use client';

import type { UseFormReturn } from 'react-hook-form';
import { TermsLinks } from '@/components/legal/terms-links';
import type { RegisterData, RegisterInput } from '@/lib/validation/register';

type Form = UseFormReturn<RegisterInput, unknown, RegisterData>;

/** The required 'I agree to the Terms and the Privacy Policy' box on the wizard's last step. */
export function TermsConsent({ form }: { form: Form }) {
  const error = form.formState.errors.acceptTerms?.message;
  return (
    <div className="space-y-1 border-t border-slate-100 pt-4">
      <div className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id="acceptTerms"
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'acceptTerms-error' : undefined}
          className="accent-brand-600 mt-0.5 size-4 shrink-0 rounded border-slate-300"
          {...form.register('acceptTerms')}
        />
        <label htmlFor="acceptTerms">
          I agree to <TermsLinks />
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
      </div>
      <p
        id="acceptTerms-error"
        aria-live="polite"
        data-testid="error-acceptTerms"
        className="text-sm text-red-700 empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
