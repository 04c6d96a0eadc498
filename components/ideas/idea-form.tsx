'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-styles';
import type { IdeaDTO } from '@/lib/ideas/types';
import {
  CONTACT_PREFERENCES,
  IDEA_TYPES,
  type IdeaData,
  type IdeaInput,
  ideaInputSchema,
  PROTECTION_STATUSES,
} from '@/lib/validation/idea';
import { replyMessage } from './api-client';
import { describedBy, FormField, inputClass } from './form-field';
import { PhotoPicker } from './photo-picker';
import { useCategories } from './use-categories';

export interface IdeaFormProps {
  /** The idea being edited; absent when submitting a new one. */
  idea?: IdeaDTO;
}

function defaults(idea?: IdeaDTO): IdeaInput {
  return {
    title: idea?.title ?? '',
    category: idea?.category ?? '',
    type: idea?.type ?? 'Product',
    problemDescription: idea?.problemDescription ?? '',
    solutionDescription: idea?.solutionDescription ?? '',
    protectionStatus: idea?.protectionStatus ?? 'None',
    requireNDA: idea?.requireNDA ?? false,
    desiredPrice: idea ? String(idea.desiredPrice || '') : '',
    contactPreference: idea?.contactPreference ?? ('' as IdeaInput['contactPreference']),
    additionalNotes: idea?.additionalNotes ?? '',
    photos: idea?.photos ?? [],
  };
}

/** The create and edit form: the API's own zod schema validates it, with the same messages. */
export function IdeaForm({ idea }: IdeaFormProps) {
  const router = useRouter();
  const editing = Boolean(idea);
  const categories = useCategories();
  const [banner, setBanner] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<IdeaInput, unknown, IdeaData>({
    resolver: zodResolver(ideaInputSchema),
    defaultValues: defaults(idea),
  });
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const fail = (message: string) => {
    setBanner(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const submit = handleSubmit(
    async (data) => {
      setBanner(null);
      const fallback = editing ? 'Failed to update idea' : 'Failed to submit idea';
      try {
        const reply = await fetch(editing ? `/api/ideas/${idea!._id}` : '/api/ideas', {
          method: editing ? 'PUT' : 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(data),
        });
        if (!reply.ok) {
          const { message, errors: fieldErrors } = await replyMessage(reply, fallback);
          for (const [field, text] of Object.entries(fieldErrors ?? {})) {
            const name = field.split('.')[0] as keyof IdeaInput;
            if (name in data) setError(name, { message: text });
          }
          fail(message);
          return;
        }
        if (editing) router.push(`/ideas/${idea!._id}?flash=updated`);
        else router.push('/ideas/success');
        router.refresh();
      } catch {
        fail(fallback);
      }
    },
    () => fail('Please correct the errors below.'),
  );

  const names = categories.status === 'ready' ? categories.names : [];
  const categoryOptions =
    idea?.category && !names.includes(idea.category) ? [idea.category, ...names] : names;
  const err = (name: keyof IdeaInput) => errors[name]?.message as string | undefined;

  return (
    <>
      <div aria-live="assertive">
        {banner && (
          <p
            data-testid="form-banner"
            className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900"
          >
            {banner}
          </p>
        )}
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <FormField id="title" label="Title" error={err('title')}>
          <input
            id="title"
            type="text"
            className={inputClass}
            {...describedBy('title', err('title'))}
            {...register('title')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="category"
            label="Category"
            error={err('category')}
            hint={
              categories.status === 'failed' && (
                <p className="mt-1 text-sm font-medium text-amber-800" data-testid="categories-warning">
                  Warning: Failed to load categories. Please refresh the page.
                </p>
              )
            }
          >
            <select
              id="category"
              className={inputClass}
              {...describedBy('category', err('category'))}
              {...register('category')}
            >
              <option value="">
                {categories.status === 'loading' ? 'Loading categories...' : 'Select a category'}
              </option>
              {categoryOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="type" label="Type" error={err('type')}>
            <select
              id="type"
              className={inputClass}
              {...describedBy('type', err('type'))}
              {...register('type')}
            >
              {IDEA_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="problemDescription" label="Problem Description" error={err('problemDescription')}>
          <textarea
            id="problemDescription"
            rows={5}
            className={inputClass}
            {...describedBy('problemDescription', err('problemDescription'))}
            {...register('problemDescription')}
          />
        </FormField>
        <FormField id="solutionDescription" label="Solution Description" error={err('solutionDescription')}>
          <textarea
            id="solutionDescription"
            rows={5}
            className={inputClass}
            {...describedBy('solutionDescription', err('solutionDescription'))}
            {...register('solutionDescription')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="protectionStatus" label="Protection Status" error={err('protectionStatus')}>
            <select
              id="protectionStatus"
              className={inputClass}
              {...describedBy('protectionStatus', err('protectionStatus'))}
              {...register('protectionStatus')}
            >
              {PROTECTION_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </FormField>
          <FormField id="desiredPrice" label="Desired Price ($)" error={err('desiredPrice')}>
            <input
              id="desiredPrice"
              type="number"
              inputMode="decimal"
              min={1}
              max={10_000_000}
              step="0.01"
              className={inputClass}
              {...describedBy('desiredPrice', err('desiredPrice'))}
              {...register('desiredPrice')}
            />
          </FormField>
          <FormField id="contactPreference" label="Contact Preference" error={err('contactPreference')}>
            <select
              id="contactPreference"
              className={inputClass}
              {...describedBy('contactPreference', err('contactPreference'))}
              {...register('contactPreference')}
            >
              <option value="">Select contact preference</option>
              {CONTACT_PREFERENCES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          <div className="flex items-center gap-3 sm:pt-6">
            <input
              id="requireNDA"
              type="checkbox"
              className="accent-brand-600 h-5 w-5 rounded border-slate-300"
              {...register('requireNDA')}
            />
            <label htmlFor="requireNDA" className="text-sm font-medium text-slate-800">
              Require NDA (only you see the full details)
            </label>
          </div>
        </div>
        <FormField id="additionalNotes" label="Additional Notes (optional)" error={err('additionalNotes')}>
          <textarea
            id="additionalNotes"
            rows={3}
            className={inputClass}
            {...describedBy('additionalNotes', err('additionalNotes'))}
            {...register('additionalNotes')}
          />
        </FormField>
        <div>
          <PhotoPicker
            value={photos}
            onChange={(next) => setValue('photos', next, { shouldDirty: true })}
            onBusyChange={onBusyChange}
          />
          {errors.photos && (
            <p className="mt-1 text-sm text-red-700">
              {String(errors.photos.message ?? 'Please check the photos')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
          {editing && (
            <Link href={`/ideas/${idea!._id}`} className={buttonClass('secondary')}>
              Cancel
            </Link>
          )}
          <button type="submit" className={buttonClass('primary')} disabled={isSubmitting || uploading}>
            {editing
              ? isSubmitting
                ? 'Updating...'
                : 'Update Idea'
              : isSubmitting
                ? 'Submitting...'
                : 'Submit Idea'}
          </button>
        </div>
      </form>
    </>
  );
}
