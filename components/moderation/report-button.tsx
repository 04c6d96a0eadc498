'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ReportTargetType } from '@/lib/validation/moderation';
import { ReportDialog } from './report-dialog';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  noun: string;
  className?: string;
  /** A text-sized link-like button (inside a message) instead of a secondary button. */
  compact?: boolean;
}

/** 'Report' and its dialog; after sending, the thanks (or 'already reported') in its place. */
export function ReportButton({ targetType, targetId, noun, className, compact }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // Compact, it sits inside a line of text (a message's <p>): a <div> there is invalid HTML.
  const Wrapper = compact ? 'span' : 'div';
  return (
    <Wrapper className={clsx(compact ? 'inline' : 'space-y-2', className)}>
      {sent && !compact ? (
        <Notice tone="success" testId="report-sent">
          {sent}
        </Notice>
      ) : sent ? (
        <span role="status" className="text-xs text-slate-600" data-testid="report-sent">
          {sent}
        </span>
      ) : (
        <Button
          variant={compact ? 'ghost' : 'secondary'}
          className={compact ? 'px-1 py-0 text-xs' : 'text-sm'}
          onClick={() => setOpen(true)}
          aria-label={compact ? `Report this ${noun}` : undefined}
        >
          Report
        </Button>
      )}
      <ReportDialog
        targetType={targetType}
        targetId={targetId}
        noun={noun}
        open={open}
        onOpenChange={setOpen}
        onSent={setSent}
      />
    </Wrapper>
  );
}
