'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/auth/error-box';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import {
  EMAIL_CHANGE_FAILED_MESSAGE,
  emailChangeSchema,
  type EmailChangeData,
  type EmailChangeInput,
} from '@/lib/validation/account-settings';
import { requestEmailChangeAction } from './settings-actions';

/**
 * Asks to move the account to a new address: a link goes to it, and the address changes only
 * when the link is opened. An account with a password confirms with it.
 */
export function EmailForm({ hasPassword }: { hasPassword: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput, unknown, EmailChangeData>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSent(null);
    try {
      const result = await requestEmailChangeAction(values);
      if (result.ok) {
        reset();
        setSent(result.data);
        return;
      }
      const email = result.errors?.email;
      const password = result.errors?.password;
      if (email) setFieldError('email', { message: email }, { shouldFocus: true });
      if (password) setFieldError('password', { message: password }, { shouldFocus: !email });
      if (!email && !password) setError(result.message);
    } catch {
      setError(EMAIL_CHANGE_FAILED_MESSAGE);
    }
  });

  return (
    <div className="space-y-4">
      <ErrorBox message={error} testId="email-change-error" />
      {sent ? (
        <Notice tone="success" testId="email-change-sent">
          {sent}
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="new-email" label="New email address" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        {hasPassword ? (
          <Field
            id="email-password"
            label="Your password"
            required
            hint="To confirm it is you."
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </Field>
        ) : null}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Change email'}
        </Button>
      </form>
    </div>
  );
}
