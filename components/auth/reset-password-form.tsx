'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/register';
import {
  RESET_FAILED_MESSAGE,
  passwordResetSchema,
  type PasswordResetData,
  type PasswordResetInput,
} from '@/lib/validation/password-reset';
import { ErrorBox } from './error-box';
import { resetPasswordAction } from './password-reset-actions';

const FIELDS = [
  { name: 'password', label: 'New password' },
  { name: 'confirmPassword', label: 'Confirm new password' },
] as const;

interface ResetPasswordFormProps {
  token: string;
  /** The account's email, for password managers to file the new password under. */
  email: string;
}

/** Chooses the new password for the link's account; success signs in and leaves the page. */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput, unknown, PasswordResetData>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await resetPasswordAction(values);
      // Success redirects (the promise may resolve without a result meanwhile): keep the button busy.
      if (!result || result.ok) {
        setLeaving(true);
        return;
      }
      if (result.errors?.token) setLinkInvalid(true);
      for (const name of ['password', 'confirmPassword'] as const) {
        const message = result.errors?.[name];
        if (message) setFieldError(name, { message }, { shouldFocus: true });
      }
      setError(result.message);
    } catch {
      setError(RESET_FAILED_MESSAGE);
    }
  });

  const busy = isSubmitting || leaving;
  return (
    <div className="space-y-6">
      <ErrorBox message={error} />
      {linkInvalid ? (
        <p className="text-sm">
          <Link href="/forgot-password" className="text-brand-700 font-semibold hover:underline">
            Ask for a new link
          </Link>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" {...register('token')} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {FIELDS.map(({ name, label }) => (
          <Field
            key={name}
            id={name}
            label={label}
            required
            hint={name === 'password' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
            error={errors[name]?.message}
          >
            <Input type="password" autoComplete="new-password" {...register(name)} />
          </Field>
        ))}
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full py-2.5">
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </div>
  );
}
