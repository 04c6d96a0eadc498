'use client';

import type { UseFormReturn } from 'react-hook-form';
import type { RegisterData, RegisterInput } from '@/lib/validation/register';
import { describedBy, Field, inputClass } from './field';
import { PhotoPicker } from './photo-picker';

type Form = UseFormReturn<RegisterInput, unknown, RegisterData>;

interface PersonalStepProps {
  form: Form;
  onPhoto: (file: File | null) => void;
  photoPreviewUrl?: string;
}

/** Step 2: Personal Information (all optional). */
export function PersonalStep({ form, onPhoto }: PersonalStepProps) {
  const { register, formState } = form;
  const websiteError = formState.errors.website?.message;
  return (
    <div className="space-y-4">
      <PhotoPicker id="photo" label="Profile Photo" onChange={onPhoto} />
      <Field id="bio" label="About Me" error={formState.errors.bio?.message}>
        <textarea id="bio" rows={4} className={inputClass} {...register('bio')} />
      </Field>
      <Field id="location" label="Location" error={formState.errors.location?.message}>
        <input
          id="location"
          type="text"
          autoComplete="address-level2"
          className={inputClass}
          {...register('location')}
        />
      </Field>
      <Field id="website" label="Website" error={websiteError} hint="Starts with http:// or https://">
        <input
          id="website"
          type="url"
          inputMode="url"
          placeholder="https://"
          className={inputClass}
          {...describedBy('website', websiteError, true)}
          {...register('website')}
        />
      </Field>
    </div>
  );
}
