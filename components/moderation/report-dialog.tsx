'use client';

import { useState, type FormEvent } from 'react';
import { ApiFailure, call } from '@/components/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import {
  MAX_REPORT_DETAILS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportInputSchema,
  type ReportReason,
  type ReportTargetType,
} from '@/lib/validation/moderation';

export const REPORT_SENT_MESSAGE = 'Thanks — an admin will look at it.';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, as the title says it: 'idea', 'member', 'message'. */
  noun: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (message: string) => void;
}

type Errors = Partial<Record<'reason' | 'details', string>>;

/** The reasons to choose from, the details, and 'Send report'. */
export function ReportDialog({ targetType, targetId, noun, open, onOpenChange, onSent }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = reportInputSchema.safeParse({
      targetType,
      targetId,
      reason: reason || undefined,
      details,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await call('/api/reports', { method: 'POST', body: JSON.stringify(parsed.data) });
      onOpenChange(false);
      setReason('');
      setDetails('');
      onSent(REPORT_SENT_MESSAGE);
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 409) {
        onOpenChange(false);
        onSent(error.message);
      } else if (error instanceof ApiFailure) {
        setErrors(error.errors as Errors);
        setFailure(error.message);
      } else setFailure('Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="sheet"
      title={`Report this ${noun}`}
      description={<p>Tell the admins what is wrong. Nobody else learns who reported it.</p>}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mx-auto flex w-full max-w-xl flex-col gap-4 overflow-y-auto py-4"
        data-testid="report-form"
      >
        <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
          <legend className="text-sm font-semibold">
            Reason <span aria-hidden="true">*</span>
          </legend>
          <div className="mt-2 space-y-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="accent-brand-600 size-4"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="report-reason-error" className="mt-1 text-sm text-red-700">
              Please choose a reason
            </p>
          )}
        </fieldset>
        <Field id="report-details" label="Details" required={reason === 'other'} error={errors.details}>
          <Textarea
            rows={4}
            value={details}
            maxLength={MAX_REPORT_DETAILS}
            onChange={(event) => setDetails(event.target.value)}
          />
        </Field>
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3 pb-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
