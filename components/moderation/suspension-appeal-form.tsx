'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { useCheckedSubmit } from '@/components/ui/use-checked-submit';
import { APPEAL_MESSAGE_MAX, suspensionAppealInputSchema } from '@/lib/validation/appeals';
import { askForSuspensionReviewAction } from './trust-actions';

/**
 * 'Ask for a review' of a suspension. The member cannot sign in, so the account's email and
 * password say whose suspension it is; the request joins the admins' queue, and the answer comes
 * by mail.
 */
export function SuspensionAppealForm() {
  const [values, setValues] = useState({ email: '', password: '', message: '' });
  const [sent, setSent] = useState(false);
  const { errors, failure, sending, submit } = useCheckedSubmit<'email' | 'password' | 'message'>();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function send(event: FormEvent) {
    event.preventDefault();
    void submit(suspensionAppealInputSchema, values, async (input) => {
      const result = await askForSuspensionReviewAction(input);
      if (result.ok) setSent(true);
      return result;
    });
  }

  if (sent)
    return (
      <Notice tone="success" testId="suspension-appeal-sent">
        Your request reached the admins. They will look at the suspension again and answer by email.
      </Notice>
    );
  return (
    <form onSubmit={send} noValidate className="space-y-4">
      {failure ? (
        <Notice tone="error" testId="suspension-appeal-error">
          {failure}
        </Notice>
      ) : null}
      <Field id="appeal-email" label="Email" required error={errors.email}>
        <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} />
      </Field>
      <Field
        id="appeal-password"
        label="Password"
        required
        hint="To show the account is yours."
        error={errors.password}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
        />
      </Field>
      <Field
        id="appeal-message"
        label="Why should an admin look again?"
        required
        hint={`Up to ${APPEAL_MESSAGE_MAX.toLocaleString('en-US')} characters.`}
        error={errors.message}
      >
        <Textarea rows={5} maxLength={APPEAL_MESSAGE_MAX} value={values.message} onChange={set('message')} />
      </Field>
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending...' : 'Ask for a review'}
      </Button>
    </form>
  );
}
