'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ChoiceList } from './choice-list';

/** The form values both the registration wizard and the profile editor share. */
export interface PreferenceValues {
  preferredCategories?: string[];
  languagePreferences?: string[];
}

interface PreferenceFieldsProps<T extends FieldValues & PreferenceValues> {
  control: Control<T>;
  categories: string[];
  languages: string[];
}

/** Preferred Categories and Language Preferences, as multi-selects from the loaded lists. */
export function PreferenceFields<T extends FieldValues & PreferenceValues>({
  control,
  categories,
  languages,
}: PreferenceFieldsProps<T>) {
  // Both names exist on T (it extends PreferenceValues); react-hook-form needs them as its Path type.
  const categoriesName = 'preferredCategories' as Path<T>;
  const languagesName = 'languagePreferences' as Path<T>;
  return (
    <>
      <Controller
        control={control}
        name={categoriesName}
        render={({ field }) => (
          <ChoiceList
            legend="Preferred Categories"
            name="preferredCategories"
            options={categories}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name={languagesName}
        render={({ field }) => (
          <ChoiceList
            legend="Language Preferences"
            name="languagePreferences"
            options={languages}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
