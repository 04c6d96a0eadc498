'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import { unstable_rethrow, useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/auth/error-box';
import { useViewer } from '@/components/layout/viewer-provider';
import { stopPresence } from '@/components/presence/presence-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { loginUrlFor } from '@/lib/identity/shared';
import { identityFor } from '@/components/auth/identity';
import {
  DELETE_ACCOUNT_FAILED_MESSAGE,
  deleteAccountFormSchema,
  SIGN_IN_AGAIN_MESSAGE,
  type DeleteAccountFormInput,
} from '@/lib/validation/account-data';
import { deleteAccountAction } from './account-actions';
import { DeletionList, type DeletionCounts } from './deletion-list';

export interface DeleteAccountDialogProps {
  counts: DeletionCounts;
  hasPassword: boolean;
  /** Accounts without a password: until when (ISO) the current sign-in counts as recent; null: it does not. */
  recentUntil: string | null;
}

const isRecent = (until: string | null) => until !== null && Date.now() < Date.parse(until);

/** The danger zone's button and its confirmation: the password, or a recent sign-in, then the deletion. */
export function DeleteAccountDialog({ counts, hasPassword, recentUntil }: DeleteAccountDialogProps) {
  const router = useRouter();
  const { firebase } = useViewer();
  const identity = useMemo(() => identityFor(firebase), [firebase]);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<DeleteAccountFormInput>({
    resolver: hasPassword ? zodResolver(deleteAccountFormSchema) : undefined,
    defaultValues: { password: '' },
  });
  const busy = form.formState.isSubmitting || leaving;
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closed (Escape, Cancel): the focus goes back to the button that opened the dialog.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const show = () => {
    form.reset({ password: '' });
    setError(null);
    setNeedsSignIn(!hasPassword && !isRecent(recentUntil));
    setOpen(true);
  };

  const confirm = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      // On success the action expires the session and sends the browser home: it does not return.
      const result = await deleteAccountAction(hasPassword ? { password } : {});
      if (result.ok) return;
      if (result.message === SIGN_IN_AGAIN_MESSAGE) setNeedsSignIn(true);
      if (result.errors?.password)
        form.setError('password', { message: result.errors.password }, { shouldFocus: true });
      else setError(result.message);
    } catch (failure) {
      try {
        unstable_rethrow(failure);
      } catch (redirect) {
        // The way home after the deletion: the router follows it; the stream of the gone user ends.
        setLeaving(true);
        stopPresence();
        throw redirect;
      }
      setError(DELETE_ACCOUNT_FAILED_MESSAGE);
    }
  });

  const signInAgain = async () => {
    setLeaving(true);
    stopPresence();
    try {
      await identity.signOut();
    } finally {
      router.push(loginUrlFor('/settings'));
      router.refresh();
    }
  };

  return (
    <>
      <Button ref={opener} variant="danger" onClick={show} data-testid="delete-account-open">
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete your account?"
        description={<DeletionList counts={counts} />}
      >
        <form onSubmit={confirm} noValidate className="w-full space-y-4">
          <ErrorBox message={error} testId="delete-account-error" />
          {hasPassword ? (
            <Field id="delete-password" label="Your password" error={form.formState.errors.password?.message}>
              <Input
                type="password"
                autoComplete="current-password"
                autoFocus
                {...form.register('password')}
              />
            </Field>
          ) : needsSignIn ? (
            <p className="rounded-lg border border-yellow-300 bg-yellow-100 px-4 py-3 text-sm text-yellow-900">
              Your account has no password, so we ask for a recent sign-in: please sign in again, then delete
              your account within 10 minutes.
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              Your account has no password; you signed in a moment ago, which confirms it is you.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            {needsSignIn ? (
              <Button onClick={signInAgain} disabled={busy} data-testid="delete-account-sign-in">
                Sign in again
              </Button>
            ) : (
              <Button type="submit" variant="danger" disabled={busy} data-testid="delete-account-confirm">
                {busy ? 'Deleting...' : 'Delete my account for good'}
              </Button>
            )}
          </div>
        </form>
      </Dialog>
    </>
  );
}
