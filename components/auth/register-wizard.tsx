'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { identityFor } from '@/components/auth/identity';
import { REGISTER_FAILED_MESSAGE } from '@/lib/identity/shared';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import { registerFormSchema, type RegisterData, type RegisterInput } from '@/lib/validation/register';
import { AccountStep } from './account-step';
import { PreferenceFields } from './preference-fields';
import { ErrorBox } from './error-box';
import { FormLoadError } from './form-load-error';
import { PersonalStep } from './personal-step';
import { checkEmailAction } from './register-actions';
import { StepIndicator } from './step-indicator';
import { TermsConsent } from './terms-consent';
import { useReferenceLists } from '@/components/reference/use-reference-lists';
import { Button } from '@/components/ui/button';
import { RequiredNote } from '@/components/ui/field';
import { uploadFile } from '@/components/ui/upload-file';

const STEPS = [
  { title: 'Account Information', short: 'Account' },
  { title: 'Personal Information', short: 'Personal' },
  { title: 'Preferences', short: 'Preferences' },
] as const;
const STEP_FIELDS: (keyof RegisterInput)[][] = [
  ['displayName', 'fullName', 'email', 'password', 'confirmPassword'],
  ['bio', 'location', 'website', 'photoURL'],
  ['preferredCategories', 'languagePreferences', 'acceptTerms'],
];
/** Step 1's required fields, by their labels: Next names those still empty. */
const ACCOUNT_REQUIRED = [
  ['displayName', 'Display Name'],
  ['email', 'Email'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm Password'],
] as const;

/** Registration in three steps; submitting only on the last. Success signs in and goes home. */
export function RegisterWizard({ firebase }: { firebase?: FirebaseWebConfig | null }) {
  const router = useRouter();
  const identity = useMemo(() => identityFor(firebase), [firebase]);
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checking = useRef(false);
  const [checkingEmail, setCheckingEmail] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const { state: reference, retry } = useReferenceLists('categories', 'languages');
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerFormSchema),
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
      acceptTerms: false,
    },
  });
  const [email, password, confirmPassword, displayName] = useWatch({
    control: form.control,
    name: ['email', 'password', 'confirmPassword', 'displayName'],
  });
  const filled = { email: email?.trim(), password, confirmPassword, displayName: displayName?.trim() };
  const stillNeeded = ACCOUNT_REQUIRED.filter(([name]) => !filled[name]).map(([, label]) => label);
  const accountFilled = stillNeeded.length === 0;
  const busy = form.formState.isSubmitting;

  // A new step replaces the buttons and fields under the focus: focus its heading, which says
  // where the user is now (not on the first render).
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);
  const goTo = (target: number) => {
    setMoved(true);
    setStep(target);
  };

  /** Next (button or Enter): the step's fields must be valid, and step 1's email still free. */
  const next = async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      if (!(await form.trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
      if (step === 0 && !(await emailAvailable())) return;
      setError(null);
      goTo(Math.min(step + 1, STEPS.length - 1));
    } finally {
      checking.current = false;
    }
  };

  const emailAvailable = async () => {
    setCheckingEmail(true);
    const result = await checkEmailAction(form.getValues('email'))
      .catch(() => null)
      .finally(() => setCheckingEmail(false));
    // Unreachable: carry on, registering checks again.
    if (!result || result.ok) return true;
    if (result.errors?.email) form.setError('email', { message: result.errors.email }, { shouldFocus: true });
    else setError(result.message);
    return false;
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
        if (first >= 0 && first !== step) goTo(first);
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
      // Enter submits the form in every step: steps 1 and 2 treat it as Next.
      onSubmit={(e) =>
        step === STEPS.length - 1 ? submit(e) : (e.preventDefault(), accountFilled && next())
      }
      noValidate
      className="space-y-6"
    >
      <StepIndicator steps={STEPS} current={step} />
      <h2
        ref={heading}
        tabIndex={-1}
        className="focus-visible:outline-brand-600 rounded text-lg font-semibold text-slate-900 focus:outline-none focus-visible:outline-2"
      >
        {STEPS[step]?.title}
        <span className="sr-only">
          , step {step + 1} of {STEPS.length}
        </span>
      </h2>
      {step === 0 ? <RequiredNote /> : null}
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
      {step === 2 ? <TermsConsent form={form} /> : null}
      <div className="flex items-center justify-between gap-3">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
            Previous
          </Button>
        ) : step === 0 && !accountFilled ? (
          // A disabled Next says why: the fields still empty.
          <p id="next-hint" className="text-sm text-slate-600" data-testid="next-hint">
            Still needed: {stillNeeded.join(', ')}
          </p>
        ) : (
          <span />
        )}
        {step < STEPS.length - 1 ? (
          // A submit button, so Enter in a field is Next too. Distinct keys: the last step's button
          // is another element, and focus moves to the new step's heading.
          // Not disabled while the email is checked: that would drop the focus.
          <Button
            key="next"
            type="submit"
            disabled={step === 0 && !accountFilled}
            aria-describedby={step === 0 && !accountFilled ? 'next-hint' : undefined}
            aria-busy={checkingEmail || undefined}
          >
            {checkingEmail ? 'Checking...' : 'Next'}
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
