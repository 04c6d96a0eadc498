'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useReferenceLists } from '@/components/reference/use-reference-lists';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, RequiredFields, RequiredNote } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { NdaChoiceField } from './nda-choice-field';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/lib/core/idea-enums';
import { MAX_PHOTOS, MAX_TEASER, PRICE_MAX, PRICE_MIN } from '@/lib/core/input-limits';
import type { IdeaData, IdeaInput } from '@/lib/validation/idea';
import { saveIdeaAction } from './idea-actions';
import { IdeaPhotosField } from './idea-photos-field';

/** The fields the schema requires: marked '*' and `aria-required`. */
const REQUIRED: ReadonlySet<keyof IdeaInput> = new Set<keyof IdeaInput>([
  'title',
  'category',
  'type',
  'problemDescription',
  'solutionDescription',
  'protectionStatus',
  'desiredPrice',
  'contactPreference',
]);

// zod and the idea's schema are a third of the form's JavaScript: they load when the member first
// works in the form (or submits it), not with the page. If they cannot load, the form is sent as
// it is and the server's check of the same schema answers field by field; the next check asks again.
let checkModule: Promise<typeof import('./idea-form-check') | null> | undefined;
const loadCheck = () =>
  (checkModule ??= import('./idea-form-check').catch(() => {
    checkModule = undefined;
    return null;
  }));
const ideaFormResolver: Resolver<IdeaInput, unknown, IdeaData> = async (values, context, options) => {
  const check = await loadCheck();
  if (!check) return { values: values as IdeaData, errors: {} };
  return check.ideaFormResolver(values, context, options);
};

/** The banner: the sentence for an invalid form (shown while any field is wrong) or the server's. */
type Banner = { kind: 'invalid' } | { kind: 'message'; text: string };
const INVALID_MESSAGE = 'Please correct the errors below.';

export interface IdeaFormProps {
  /** The idea being edited; absent when submitting a new one. */
  idea?: IdeaDTO;
  /** Phone is offered only to users whose profile has a number to show. */
  phoneOnProfile?: boolean;
  /** The idea's own NDA text ('' or absent: the standard NDA), for its creator's edit form. */
  ndaText?: string;
}

function defaults(idea?: IdeaDTO, ndaText = ''): IdeaInput {
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
    teaser: idea?.teaser ?? '',
    ndaText,
  };
}

/** The create and edit form: the API's own zod schema validates it, with the same messages. */
export function IdeaForm({ idea, phoneOnProfile = false, ndaText }: IdeaFormProps) {
  const router = useRouter();
  const editing = Boolean(idea);
  const { state: categories } = useReferenceLists('categories');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<IdeaInput, unknown, IdeaData>({
    resolver: ideaFormResolver,
    defaultValues: defaults(idea, ndaText),
  });
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const gated = useWatch({ control, name: 'requireNDA' }) === true;
  const ownNda = useWatch({ control, name: 'ndaText' }) ?? '';
  // The NDA chosen in the form: its own text only while 'Use my own text' is chosen.
  const [ndaChoice, setNdaChoice] = useState<'standard' | 'own'>(ndaText?.trim() ? 'own' : 'standard');
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const fail = (next: Banner) => {
    setBanner(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const submit = handleSubmit(
    async (form) => {
      setBanner(null);
      if (form.requireNDA && ndaChoice === 'own' && !form.ndaText?.trim()) {
        setError('ndaText', { message: 'Write your NDA, or choose the standard one' });
        fail({ kind: 'invalid' });
        return;
      }
      // An idea without an NDA keeps whatever NDA it had, for when it is gated again.
      const data = form.requireNDA ? form : { ...form, ndaText: undefined };
      const fallback = editing ? 'Failed to update idea' : 'Failed to submit idea';
      try {
        const result = await saveIdeaAction(idea?._id ?? null, data);
        if (!result.ok) {
          let besideFields = false;
          for (const [field, text] of Object.entries(result.errors ?? {})) {
            const name = field.split('.')[0] as keyof IdeaInput;
            if (!(name in data)) continue;
            // The first wrong field takes the focus, as it does after the form's own check.
            setError(name, { message: text }, { shouldFocus: !besideFields });
            besideFields = true;
          }
          // The server's check of the fields reads like the form's own; other refusals say what they are.
          fail(besideFields ? { kind: 'invalid' } : { kind: 'message', text: result.message });
          return;
        }
        if (editing) router.push(`/ideas/${idea!._id}?flash=updated`);
        else router.push(`/ideas/success?id=${encodeURIComponent(result.data.id)}`);
        router.refresh();
      } catch {
        fail({ kind: 'message', text: fallback });
      }
    },
    () => fail({ kind: 'invalid' }),
  );
  // Fields are checked again as they change after a failed submit: once none is wrong, the
  // sentence about them goes too.
  const bannerText =
    banner?.kind === 'message'
      ? banner.text
      : banner?.kind === 'invalid' && Object.keys(errors).length > 0
        ? INVALID_MESSAGE
        : null;

  const names = categories.status === 'ready' ? categories.lists.categories : [];
  const categoryOptions =
    idea?.category && !names.includes(idea.category) ? [idea.category, ...names] : names;
  // An idea that already prefers Phone keeps the option, so editing it never changes the value unseen.
  const contactOptions = CONTACT_PREFERENCES.filter(
    (option) => option !== 'Phone' || phoneOnProfile || idea?.contactPreference === 'Phone',
  );
  const err = (name: keyof IdeaInput) => errors[name]?.message as string | undefined;

  return (
    <RequiredFields ids={REQUIRED}>
      <div aria-live="assertive">
        {bannerText && (
          <p
            data-testid="form-banner"
            className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900"
          >
            {bannerText}
          </p>
        )}
      </div>
      <Card className="sm:p-8">
        <form noValidate onSubmit={submit} onFocus={() => void loadCheck()} className="flex flex-col gap-5">
          <RequiredNote />
          <Field id="title" label="Title" error={err('title')}>
            <Input type="text" {...register('title')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="category"
              label="Category"
              error={err('category')}
              hint={
                categories.status === 'error' && (
                  <p className="text-sm font-medium text-amber-800" data-testid="categories-warning">
                    Warning: Failed to load categories. Please refresh the page.
                  </p>
                )
              }
            >
              <Select options={categoryOptions} {...register('category')}>
                <option value="">
                  {categories.status === 'loading' ? 'Loading categories...' : 'Select a category'}
                </option>
              </Select>
            </Field>
            <Field id="type" label="Type" error={err('type')}>
              <Select options={IDEA_TYPES} {...register('type')} />
            </Field>
          </div>
          <Field id="problemDescription" label="Problem Description" error={err('problemDescription')}>
            <Textarea rows={5} {...register('problemDescription')} />
          </Field>
          <Field id="solutionDescription" label="Solution Description" error={err('solutionDescription')}>
            <Textarea rows={5} {...register('solutionDescription')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="protectionStatus" label="Protection Status" error={err('protectionStatus')}>
              <Select options={PROTECTION_STATUSES} {...register('protectionStatus')} />
            </Field>
            <Field id="desiredPrice" label="Desired Price ($)" error={err('desiredPrice')}>
              <Input
                type="number"
                inputMode="decimal"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step="0.01"
                {...register('desiredPrice')}
              />
            </Field>
            <Field
              id="contactPreference"
              label="Contact Preference"
              error={err('contactPreference')}
              hint={
                !contactOptions.includes('Phone') && (
                  <>
                    To offer Phone, add a number to{' '}
                    <Link href="/profile/edit" className="text-brand-700 underline">
                      your profile
                    </Link>
                    .
                  </>
                )
              }
            >
              <Select options={contactOptions} {...register('contactPreference')}>
                <option value="">Select contact preference</option>
              </Select>
            </Field>
            <Checkbox
              id="requireNDA"
              className="font-medium sm:pt-6"
              label="Require NDA (only you see the full details)"
              {...register('requireNDA')}
            />
          </div>
          {gated && (
            <NdaChoiceField
              value={ownNda}
              error={err('ndaText')}
              onChange={(text, choice) => {
                setNdaChoice(choice);
                setValue('ndaText', text, { shouldDirty: true, shouldValidate: Boolean(errors.ndaText) });
              }}
            />
          )}
          <Field
            id="teaser"
            label="Public teaser (optional)"
            error={err('teaser')}
            hint={`Shown to everyone, NDA or not, before anyone signs: what a buyer may know without the details. Never put confidential details here. At most ${MAX_TEASER} characters.`}
          >
            <Textarea rows={3} maxLength={MAX_TEASER} {...register('teaser')} />
          </Field>
          <Field id="additionalNotes" label="Additional Notes (optional)" error={err('additionalNotes')}>
            <Textarea rows={3} {...register('additionalNotes')} />
          </Field>
          <IdeaPhotosField
            value={photos}
            max={MAX_PHOTOS}
            onChange={(next) => setValue('photos', next, { shouldDirty: true })}
            onBusyChange={onBusyChange}
            error={errors.photos ? String(errors.photos.message ?? 'Please check the photos') : undefined}
          />
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
            {editing && (
              <Link href={`/ideas/${idea!._id}`} className={buttonClass('secondary')}>
                Cancel
              </Link>
            )}
            {uploading && !isSubmitting ? (
              // A disabled button says why it waits.
              <p id="submit-hint" data-testid="submit-hint" className="self-center text-sm text-slate-600">
                Still uploading photos: the idea can be sent once they are done.
              </p>
            ) : null}
            <Button
              type="submit"
              disabled={isSubmitting || uploading}
              aria-describedby={uploading && !isSubmitting ? 'submit-hint' : undefined}
            >
              {editing
                ? isSubmitting
                  ? 'Updating...'
                  : 'Update Idea'
                : isSubmitting
                  ? 'Submitting...'
                  : 'Submit Idea'}
            </Button>
          </div>
        </form>
      </Card>
    </RequiredFields>
  );
}
