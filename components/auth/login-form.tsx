'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { identityFor } from '@/components/auth/identity';
import { ACCOUNT_SUSPENDED_MESSAGE, GOOGLE_LOGIN_FAILED_MESSAGE } from '@/lib/identity/shared';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import { loginSchema } from '@/lib/validation/register';
import { ErrorBox } from './error-box';
import { SuspensionReviewLink } from './suspension-review-link';
import { TermsLinks } from '@/components/legal/terms-links';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';

type LoginInput = z.input<typeof loginSchema>;

interface LoginFormProps {
  callbackUrl: string;
  googleEnabled: boolean;
  initialError: string | null;
  /** Set in Firebase Authentication mode. */
  firebase?: FirebaseWebConfig | null;
}

export function LoginForm({ callbackUrl, googleEnabled, initialError, firebase }: LoginFormProps) {
  const router = useRouter();
  const identity = useMemo(() => identityFor(firebase), [firebase]);
  const [error, setError] = useState<string | null>(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await identity.signInWithPassword(values.email, values.password);
    if (result.ok) {
      router.replace(callbackUrl);
      router.refresh();
      return;
    }
    setError(result.message);
  });

  const onGoogle = async () => {
    setError(null);
    try {
      const result = await identity.signInWithGoogle(callbackUrl);
      if (!result.ok) setError(result.message);
      else if (identity.firebase) {
        router.replace(callbackUrl);
        router.refresh();
      }
    } catch {
      setError(GOOGLE_LOGIN_FAILED_MESSAGE);
    }
  };

  return (
    <div className="space-y-6">
      <ErrorBox message={error} />
      {error === ACCOUNT_SUSPENDED_MESSAGE ? <SuspensionReviewLink /> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="email" label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field id="password" label="Password" required error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        {/* In Firebase mode passwords live in Firebase: there is no reset here. */}
        {firebase ? null : (
          <p className="-mt-2 text-right text-sm">
            <Link href="/forgot-password" className="text-brand-700 font-semibold hover:underline">
              Forgot password?
            </Link>
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full py-2.5">
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      {googleEnabled ? (
        <>
          <Button variant="secondary" onClick={onGoogle} className="w-full py-2.5">
            Sign in with Google
          </Button>
          {/* A first Google sign-in creates the account, so it records this acceptance. */}
          <p className="text-center text-xs text-slate-600" data-testid="google-terms">
            New here? Continuing with Google creates your account, and you agree to <TermsLinks />.
          </p>
        </>
      ) : null}
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link href="/register" className="text-brand-700 font-semibold hover:underline">
          Register
        </Link>
      </p>
    </div>
  );
}
