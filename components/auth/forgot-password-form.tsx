'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  RESET_REQUEST_FAILED_MESSAGE,
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
} from '@/lib/validation/password-reset';
import { ErrorBox } from './error-box';
import { requestPasswordResetAction } from './password-reset-actions';

/** Asks for a reset link; the reply is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await requestPasswordResetAction(values);
      if (result.ok) {
        setSent(result.data);
        return;
      }
      if (result.errors?.email)
        setFieldError('email', { message: result.errors.email }, { shouldFocus: true });
      setError(result.message);
    } catch {
      setError(RESET_REQUEST_FAILED_MESSAGE);
    }
  });

  if (sent)
    return (
      <div className="space-y-6">
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          data-testid="reset-requested"
          className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 focus:outline-none"
        >
          {sent}
        </div>
        <p className="text-sm text-slate-600">
          The link works for one hour. No mail? Check your spam folder, or{' '}
          <button
            type="button"
            onClick={() => setSent(null)}
            className="text-brand-700 font-semibold hover:underline"
          >
            ask again
          </button>
          .
        </p>
        <p className="text-center text-sm">
          <Link href="/login" className="text-brand-700 font-semibold hover:underline">
            Back to login
          </Link>
        </p>
      </div>
    );

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <ErrorBox message={error} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="email" label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full py-2.5">
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link href="/login" className="text-brand-700 font-semibold hover:underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
