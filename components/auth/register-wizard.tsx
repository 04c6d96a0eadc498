'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { identityFor } from '@/lib/auth/identity';
import { REGISTER_FAILED_MESSAGE } from '@/lib/auth/messages';
import type { FirebaseWebConfig } from '@/lib/config/firebase';
import { registerSchema, type RegisterData, type RegisterInput } from '@/lib/validation/register';
import { AccountStep } from './account-step';
import { PreferenceFields } from './preference-fields';
import { ErrorBox } from './error-box';
import { FormLoadError } from './form-load-error';
import { PersonalStep } from './personal-step';
import { useReferenceLists } from '@/components/reference/use-reference-lists';
import { Button } from '@/components/ui/button';
import { uploadFile } from '@/components/ui/upload-file';

const STEPS = ['Account Information', 'Personal Information', 'Preferences'] as const;
const STEP_FIELDS: (keyof RegisterInput)[][] = [
  ['displayName', 'fullName', 'email', 'password', 'confirmPassword'],
  ['bio', 'location', 'website', 'photoURL'],
  ['preferredCategories', 'languagePreferences'],
];

/** Registration in three steps; submitting only on the last. Success signs in and goes home. */
export function RegisterWizard({ firebase }: { firebase?: FirebaseWebConfig | null }) {
  const router = useRouter();
  const identity = useMemo(() => identityFor(firebase), [firebase]);
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { state: reference, retry } = useReferenceLists('categories', 'languages');
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      displayName: '',
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      bio: '',
      location: '',
      website: '',
      preferredCategories: [],
      languagePreferences: [],
    },
  });
  const [email, password, confirmPassword, displayName] = useWatch({
    control: form.control,
    name: ['email', 'password', 'confirmPassword', 'displayName'],
  });
  const accountFilled = Boolean(email?.trim() && password && confirmPassword && displayName?.trim());
  const busy = form.formState.isSubmitting;

  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true }))
      setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await identity.register(values);
      if (!result.ok) {
        const fieldErrors = Object.entries(result.errors ?? {});
        for (const [field, message] of fieldErrors) form.setError(field as keyof RegisterInput, { message });
        const first = STEP_FIELDS.findIndex((fields) =>
          fieldErrors.some(([field]) => fields.includes(field as keyof RegisterInput)),
        );
        if (first >= 0) setStep(first);
        setError(result.message);
        return;
      }
      if (!result.signedIn) {
        router.push('/login');
        return;
      }
      if (photo) {
        // The account exists already; a failed photo upload can be redone on the profile page.
        await uploadFile('profile_image', photo).promise.catch(() => undefined);
      }
      router.push('/');
      router.refresh();
    } catch {
      setError(REGISTER_FAILED_MESSAGE);
    }
  });

  return (
    <form
      onSubmit={(e) =>
        step === STEPS.length - 1 ? submit(e) : (e.preventDefault(), accountFilled && next())
      }
      noValidate
      className="space-y-6"
    >
      <ol className="flex gap-2 text-xs font-medium" aria-label="Registration steps">
        {STEPS.map((title, index) => (
          <li
            key={title}
            aria-current={index === step ? 'step' : undefined}
            className={`flex-1 rounded-full py-1 text-center ${index <= step ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'}`}
          >
            {index + 1}. <span className="sr-only sm:not-sr-only">{title}</span>
          </li>
        ))}
      </ol>
      <h2 className="text-lg font-semibold text-slate-900">{STEPS[step]}</h2>
      <ErrorBox message={error} />
      {step === 0 ? <AccountStep form={form} /> : null}
      {step === 1 ? <PersonalStep form={form} onPhoto={setPhoto} /> : null}
      {step === 2 ? (
        reference.status === 'error' ? (
          <FormLoadError
            title="Failed to load registration form"
            message={reference.message}
            onRetry={retry}
          />
        ) : reference.status === 'loading' ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : (
          <div className="space-y-5">
            <PreferenceFields
              control={form.control}
              categories={reference.lists.categories}
              languages={reference.lists.languages}
            />
          </div>
        )
      ) : null}
      <div className="flex items-center justify-between gap-3">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => setStep((s) => s - 1)} disabled={busy}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        {step < STEPS.length - 1 ? (
          // Distinct keys: React must not turn this very button into the submit button mid-click.
          <Button key="next" onClick={next} disabled={step === 0 && !accountFilled}>
            Next
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={busy || reference.status !== 'ready'}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        )}
      </div>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/login" className="text-brand-700 font-semibold hover:underline">
          Login
        </Link>
      </p>
    </form>
  );
}
