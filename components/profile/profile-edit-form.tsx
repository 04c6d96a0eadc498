'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PreferenceFields } from '@/components/auth/preference-fields';
import { ErrorBox } from '@/components/auth/error-box';
import { FormLoadError } from '@/components/auth/form-load-error';
import { useReferenceLists } from '@/components/reference/use-reference-lists';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PROFILE_UPDATE_FAILED_MESSAGE, PROFILE_UPDATED_MESSAGE } from '@/lib/identity/shared';
import { PHONE_HINT, profileSchema, type ProfileData, type ProfileInput } from '@/lib/validation/profile';
import { WEBSITE_HINT } from '@/lib/validation/register';
import { CvPicker } from './cv-picker';
import { PhotoField } from './photo-field';
import { updateProfileAction } from './profile-actions';

interface ProfileEditFormProps {
  email: string;
  initial: ProfileData;
}

const TEXT_FIELDS = [
  { name: 'fullName', label: 'Full Name', required: false },
  { name: 'displayName', label: 'Display Name', required: true },
] as const;

export function ProfileEditForm({ email, initial }: ProfileEditFormProps) {
  const router = useRouter();
  const { state: reference, retry } = useReferenceLists('categories', 'languages');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [cvBusy, setCvBusy] = useState(false);
  const form = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  });
  const { register, formState, control, setValue } = form;
  const photoURL = useWatch({ control, name: 'photoURL' });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      router.push('/profile');
      router.refresh();
    }, 2000);
    return () => clearTimeout(timer);
  }, [saved, router]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await updateProfileAction(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.errors ?? {}))
          form.setError(field as keyof ProfileInput, { message });
        setError(result.message);
        return;
      }
      setSaved(true);
    } catch {
      setError(PROFILE_UPDATE_FAILED_MESSAGE);
    }
  });

  if (reference.status === 'error')
    return <FormLoadError title="Failed to load profile form" message={reference.message} onRetry={retry} />;
  if (reference.status === 'loading') return <p className="text-slate-500">Loading...</p>;
  const busy = formState.isSubmitting || photoBusy || cvBusy || saved;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorBox message={error} />
      <div aria-live="polite">
        {saved ? (
          <p
            data-testid="form-success"
            className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800"
          >
            {PROFILE_UPDATED_MESSAGE}
          </p>
        ) : null}
      </div>
      <PhotoField
        value={photoURL || undefined}
        onUploaded={(url) => setValue('photoURL', url, { shouldDirty: true })}
        onBusyChange={setPhotoBusy}
      />
      {TEXT_FIELDS.map(({ name, label, required }) => (
        <Field key={name} id={name} label={label} required={required} error={formState.errors[name]?.message}>
          <Input type="text" {...register(name)} />
        </Field>
      ))}
      <Field
        id="email"
        label="Email"
        hint={
          <>
            Email cannot be changed here: change it in{' '}
            <Link href="/settings#email" className="text-brand-700 font-semibold underline">
              Settings
            </Link>
            .
          </>
        }
      >
        <Input type="email" value={email} readOnly disabled />
      </Field>
      <Field id="bio" label="Bio" error={formState.errors.bio?.message}>
        <Textarea rows={4} {...register('bio')} />
      </Field>
      <Field id="location" label="Location" error={formState.errors.location?.message}>
        <Input type="text" {...register('location')} />
      </Field>
      <Field
        id="website"
        label="Website"
        error={formState.errors.website?.message}
        hint={formState.errors.website ? undefined : WEBSITE_HINT}
      >
        <Input type="text" inputMode="url" autoComplete="url" {...register('website')} />
      </Field>
      <Field
        id="phone"
        label="Phone (optional)"
        // The error states the format rule itself; the hint does not repeat it then.
        hint={`${formState.errors.phone ? '' : `${PHONE_HINT}. `}Shown only to signed-in members, on ideas whose contact preference is Phone.`}
        error={formState.errors.phone?.message}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </Field>
      <PreferenceFields
        control={control}
        categories={reference.lists.categories}
        languages={reference.lists.languages}
      />
      <Controller
        control={control}
        name="cvUrl"
        render={({ field }) => (
          <CvPicker value={field.value ?? ''} onUploaded={field.onChange} onBusy={setCvBusy} />
        )}
      />
      <div className="flex justify-end gap-3">
        <Link href="/profile" className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={busy}>
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
