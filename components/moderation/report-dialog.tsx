'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { useCheckedSubmit } from '@/components/ui/use-checked-submit';
import {
  MAX_REPORT_DETAILS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportInputSchema,
  type ReportReason,
  type ReportTargetType,
} from '@/lib/validation/moderation';
import { reportAction } from './trust-actions';

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

/** The reasons to choose from, the details, and 'Send report'. */
export function ReportDialog({ targetType, targetId, noun, open, onOpenChange, onSent }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const { errors, failure, sending, submit } = useCheckedSubmit<'reason' | 'details'>();

  function send(event: FormEvent) {
    event.preventDefault();
    void submit(
      reportInputSchema,
      { targetType, targetId, reason: reason || undefined, details },
      async (report) => {
        const result = await reportAction(report);
        if (!result.ok) return result;
        onOpenChange(false);
        setReason('');
        setDetails('');
        onSent(REPORT_SENT_MESSAGE);
        return result;
      },
      (refusal) => {
        // Reported before: the server's sentence is the outcome, not an error to fix.
        if (!refusal.conflict) return false;
        onOpenChange(false);
        onSent(refusal.message);
        return true;
      },
    );
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
        onSubmit={send}
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
