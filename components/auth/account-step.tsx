'use client';

import type { UseFormReturn } from 'react-hook-form';
import type { RegisterData, RegisterInput } from '@/lib/validation/register';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type Form = UseFormReturn<RegisterInput, unknown, RegisterData>;

const FIELDS = [
  { name: 'displayName', label: 'Display Name', type: 'text', autoComplete: 'nickname', required: true },
  { name: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name', required: false },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
] as const;

/** Step 1: Account Information. */
export function AccountStep({ form }: { form: Form }) {
  const { register, formState } = form;
  return (
    <div className="space-y-4">
      {FIELDS.map((field) => {
        const error = formState.errors[field.name]?.message;
        return (
          <Field key={field.name} id={field.name} label={field.label} required={field.required} error={error}>
            <Input type={field.type} autoComplete={field.autoComplete} {...register(field.name)} />
          </Field>
        );
      })}
    </div>
  );
}
