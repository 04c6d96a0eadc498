'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PreferenceFields } from '@/components/auth/preference-fields';
import { ErrorBox } from '@/components/auth/error-box';
import { describedBy, Field, inputClass } from '@/components/auth/field';
import { FormLoadError } from '@/components/auth/form-load-error';
import { PhotoPicker } from '@/components/auth/photo-picker';
import { useReferenceOptions } from '@/components/auth/use-reference-options';
import { PROFILE_UPDATE_FAILED_MESSAGE, PROFILE_UPDATED_MESSAGE } from '@/lib/auth/messages';
import { profileSchema, type ProfileData, type ProfileInput } from '@/lib/validation/profile';
import { CvPicker } from './cv-picker';
import { uploadFile } from './upload-file';

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
  const { state: reference, retry } = useReferenceOptions();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [cvBusy, setCvBusy] = useState(false);
  const form = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  });
  const { register, formState, control, setValue } = form;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      router.push('/profile');
      router.refresh();
    }, 2000);
    return () => clearTimeout(timer);
  }, [saved, router]);

  const onPhoto = async (file: File | null) => {
    if (!file) return;
    setPhotoError(null);
    setPhotoBusy(true);
    try {
      setValue('photoURL', await uploadFile('profile_image', file), { shouldDirty: true });
    } catch (failure) {
      setPhotoError((failure as Error).message);
    } finally {
      setPhotoBusy(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const response = await fetch('/api/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string>;
      };
      if (!response.ok) {
        for (const [field, message] of Object.entries(body.errors ?? {}))
          form.setError(field as keyof ProfileInput, { message });
        setError(body.message ?? PROFILE_UPDATE_FAILED_MESSAGE);
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
      <PhotoPicker
        id="photo"
        label="Profile Photo"
        currentUrl={initial.photoURL || undefined}
        onChange={onPhoto}
        busy={photoBusy}
        error={photoError}
      />
      {TEXT_FIELDS.map(({ name, label, required }) => (
        <Field key={name} id={name} label={label} required={required} error={formState.errors[name]?.message}>
          <input
            id={name}
            type="text"
            className={inputClass}
            {...describedBy(name, formState.errors[name]?.message)}
            {...register(name)}
          />
        </Field>
      ))}
      <Field id="email" label="Email" hint="Email cannot be changed">
        <input
          id="email"
          type="email"
          value={email}
          readOnly
          disabled
          aria-describedby="email-hint"
          className={inputClass}
        />
      </Field>
      <Field id="bio" label="Bio" error={formState.errors.bio?.message}>
        <textarea id="bio" rows={4} className={inputClass} {...register('bio')} />
      </Field>
      <Field id="location" label="Location" error={formState.errors.location?.message}>
        <input id="location" type="text" className={inputClass} {...register('location')} />
      </Field>
      <Field id="website" label="Website" error={formState.errors.website?.message}>
        <input
          id="website"
          type="url"
          placeholder="https://"
          className={inputClass}
          {...describedBy('website', formState.errors.website?.message)}
          {...register('website')}
        />
      </Field>
      <PreferenceFields
        control={control}
        categories={reference.options.categories}
        languages={reference.options.languages}
      />
      <Controller
        control={control}
        name="cvUrl"
        render={({ field }) => (
          <CvPicker value={field.value ?? ''} onUploaded={field.onChange} onBusy={setCvBusy} />
        )}
      />
      <div className="flex justify-end gap-3">
        <Link
          href="/profile"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Cancel
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
