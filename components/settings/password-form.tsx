'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/auth/error-box';
import { useViewer } from '@/components/layout/viewer-provider';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import {
  changePasswordSchema,
  PASSWORD_CHANGE_FAILED_MESSAGE,
  type ChangePasswordData,
  type ChangePasswordInput,
} from '@/lib/validation/account-settings';
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/register';
import { changePasswordAction } from './settings-actions';

const FIELDS = [
  {
    name: 'currentPassword',
    id: 'current-password',
    label: 'Current password',
    autoComplete: 'current-password',
  },
  { name: 'password', id: 'new-password', label: 'New password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    id: 'confirm-new-password',
    label: 'Confirm new password',
    autoComplete: 'new-password',
  },
] as const;

/** Changes the password with the current one; the other sessions of the account end. */
export function PasswordForm({ email }: { email: string }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { refresh } = useViewer();
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordData>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    try {
      const result = await changePasswordAction(values);
      if (result.ok) {
        reset();
        setDone(result.data);
        // The new session no longer asks for a new password.
        void refresh();
        return;
      }
      const fields = FIELDS.map(({ name }) => name).filter((name) => result.errors?.[name]);
      for (const name of fields)
        setFieldError(name, { message: result.errors![name] }, { shouldFocus: name === fields[0] });
      if (!fields.length) setError(result.message);
    } catch {
      setError(PASSWORD_CHANGE_FAILED_MESSAGE);
    }
  });

  return (
    <div className="space-y-4">
      <ErrorBox message={error} testId="password-error" />
      {done ? (
        <Notice tone="success" testId="password-done">
          {done}
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {FIELDS.map(({ name, id, label, autoComplete }) => (
          <Field
            key={name}
            id={id}
            label={label}
            required
            hint={
              name === 'password'
                ? `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`
                : undefined
            }
            error={errors[name]?.message}
          >
            <Input type="password" autoComplete={autoComplete} {...register(name)} />
          </Field>
        ))}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </div>
  );
}
