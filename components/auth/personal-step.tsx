'use client';

import type { UseFormReturn } from 'react-hook-form';
import { type RegisterData, type RegisterInput, WEBSITE_HINT } from '@/lib/validation/register';
import { PhotoField } from '@/components/profile/photo-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type Form = UseFormReturn<RegisterInput, unknown, RegisterData>;

interface PersonalStepProps {
  form: Form;
  onPhoto: (file: File) => void;
}

/** Step 2: Personal Information (all optional). */
export function PersonalStep({ form, onPhoto }: PersonalStepProps) {
  const { register, formState } = form;
  const websiteError = formState.errors.website?.message;
  return (
    <div className="space-y-4">
      <PhotoField onSelect={onPhoto} />
      <Field id="bio" label="About Me" error={formState.errors.bio?.message}>
        <Textarea rows={4} {...register('bio')} />
      </Field>
      <Field id="location" label="Location" error={formState.errors.location?.message}>
        <Input type="text" autoComplete="address-level2" {...register('location')} />
      </Field>
      <Field
        id="website"
        label="Website"
        error={websiteError}
        // The error says the same as the hint: one of them at a time.
        hint={websiteError ? undefined : WEBSITE_HINT}
      >
        <Input type="text" inputMode="url" autoComplete="url" {...register('website')} />
      </Field>
    </div>
  );
}
