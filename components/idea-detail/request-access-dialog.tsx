'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { ideaNdaAction, requestAccessAction } from '@/components/deals/deal-actions';
import { shortHash } from '@/components/deals/short-hash';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useCheckedSubmit } from '@/components/ui/use-checked-submit';
import { accessRequestInputSchema, MAX_INTRO_MESSAGE, type NdaDTO } from '@/lib/validation/access';

/**
 * The NDA to sign and the request to send: the exact text (scrollable), the signer's full legal
 * name, their agreement and an optional intro message for the creator.
 */
export function RequestAccessDialog({
  ideaId,
  ideaTitle,
  open,
  onOpenChange,
  onSent,
}: {
  ideaId: string;
  ideaTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  const [nda, setNda] = useState<NdaDTO | null>(null);
  const [ndaError, setNdaError] = useState<string | null>(null);
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [message, setMessage] = useState('');
  const { errors, failure, sending, submit } = useCheckedSubmit<'fullName' | 'agree' | 'message'>();
  const headingId = useId();

  useEffect(() => {
    if (!open || nda) return;
    let active = true;
    ideaNdaAction(ideaId)
      .catch(() => ({ ok: false, message: 'Could not load the NDA' }) as const)
      .then((result) => {
        if (!active) return;
        if (result.ok) setNda(result.data.nda);
        else setNdaError(result.message);
      });
    return () => {
      active = false;
    };
  }, [open, nda, ideaId]);

  function send(event: FormEvent) {
    event.preventDefault();
    void submit(
      accessRequestInputSchema,
      { fullName, agree: agree || undefined, message },
      async (request) => {
        const result = await requestAccessAction(ideaId, {
          fullName: request.fullName,
          agree: true,
          message: request.message,
        });
        if (result.ok) {
          onOpenChange(false);
          onSent();
        }
        return result;
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="sheet"
      title="Request access"
      description={
        <p>
          Sign the NDA of <strong>{ideaTitle}</strong> to ask its creator for the full details.
        </p>
      }
    >
      <form
        noValidate
        onSubmit={send}
        className="mx-auto flex w-full max-w-2xl flex-col gap-4 overflow-y-auto py-4"
        data-testid="request-access-form"
      >
        <div className="space-y-2">
          <h3 id={headingId} className="text-base font-semibold">
            Non-disclosure agreement
            {nda && (
              <span className="ml-2 text-xs font-normal text-slate-600">
                version {nda.version} · {shortHash(nda.hash)}
              </span>
            )}
          </h3>
          {ndaError ? (
            <Notice tone="error">{ndaError}</Notice>
          ) : nda ? (
            <div
              tabIndex={0}
              role="region"
              aria-labelledby={headingId}
              className="focus-visible:outline-brand-600 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 focus-visible:outline-2"
              data-testid="nda-text"
            >
              {nda.text}
            </div>
          ) : (
            <Skeleton className="h-40 w-full rounded-lg" />
          )}
        </div>
        <Field id="access-full-name" label="Full legal name" required error={errors.fullName}>
          <Input
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            maxLength={200}
          />
        </Field>
        <div className="space-y-1">
          <Checkbox
            id="access-agree"
            label="I agree to the terms of this NDA"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'access-agree-error' : undefined}
          />
          <p
            id="access-agree-error"
            aria-live="polite"
            className="text-sm text-red-700"
            data-testid="error-access-agree"
          >
            {errors.agree}
          </p>
        </div>
        <Field
          id="access-message"
          label="Intro message"
          hint="Optional: who you are and why you are interested."
          error={errors.message}
        >
          <Textarea
            rows={3}
            value={message}
            maxLength={MAX_INTRO_MESSAGE}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3 pb-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending || !nda} aria-busy={sending || undefined}>
            {sending ? 'Signing…' : 'Sign and request access'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
