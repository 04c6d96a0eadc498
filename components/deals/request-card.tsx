'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { LocalDate } from '@/components/ui/local-date';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import type { AccessRequestDTO, AccessRequestStatus } from '@/lib/validation/access';
import { shortHash } from './short-hash';
import { decideRequestAction, type DealAction } from './deal-actions';
import { RequesterLine } from './requester-line';
import { ViewSummaryLine } from './view-summary-line';
import type { ViewSummaryDTO } from '@/lib/validation/idea-views';

const TONES: Record<AccessRequestStatus, 'brand' | 'slate' | 'amber' | 'green'> = {
  pending: 'brand',
  approved: 'green',
  rejected: 'amber',
  revoked: 'amber',
  withdrawn: 'slate',
};

const label = (status: string) => status[0]!.toUpperCase() + status.slice(1);

type Decision = 'reject' | 'revoke';

/** One access request: what was signed, by whom, its history and what the viewer may do with it. */
export function RequestCard({
  request,
  role,
  maxReason,
  onChanged,
  views,
}: {
  request: AccessRequestDTO;
  role: 'incoming' | 'outgoing';
  /** The requester's reads of the idea (incoming requests that were approved; undefined: not shown). */
  views?: ViewSummaryDTO | null;
  /** The longest reason the server takes (from the schema, which stays out of the browser). */
  maxReason: number;
  /** The request as the server answered after a decision. */
  onChanged: (request: AccessRequestDTO) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const headingId = useId();
  const reasonId = `reason-${request._id}`;

  async function act(action: DealAction, withReason = '') {
    setBusy(true);
    setFailure(null);
    try {
      const result = await decideRequestAction(request._id, action, withReason);
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      setDeciding(null);
      setReason('');
      onChanged(result.data);
    } catch {
      setFailure('Could not reach the server. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  const creator = role === 'incoming';
  return (
    <Card as="article" aria-labelledby={headingId} data-testid="request-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link
            href={`/ideas/${request.ideaId}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {request.ideaTitle}
          </Link>
        </h2>
        <Badge tone={TONES[request.status]} data-testid="request-status">
          {label(request.status)}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {creator && <RequesterLine requester={request.requester} />}
        {creator && views !== undefined && <ViewSummaryLine views={views} />}
        <dt className="font-medium text-slate-600">Signed as</dt>
        <dd data-testid="request-full-name">{request.fullName}</dd>
        <dt className="font-medium text-slate-600">NDA</dt>
        <dd>
          version {request.ndaVersion} · <span className="font-mono">{shortHash(request.ndaHash)}</span>
        </dd>
        <dt className="font-medium text-slate-600">Requested</dt>
        <dd>
          <LocalDate iso={request.createdAt} />
        </dd>
        {request.decidedAt && (
          <>
            <dt className="font-medium text-slate-600">Decided</dt>
            <dd>
              <LocalDate iso={request.decidedAt} />
            </dd>
          </>
        )}
      </dl>
      {request.message && (
        <blockquote
          className="mt-3 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
          data-testid="request-message"
        >
          {request.message}
        </blockquote>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">History</summary>
        <ol className="mt-2 space-y-1 border-l border-slate-200 pl-3">
          {request.history.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <span className="font-medium">{label(event.status)}</span> · <LocalDate iso={event.at} />
              {event.reason && <span className="text-slate-600"> — {event.reason}</span>}
            </li>
          ))}
        </ol>
      </details>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <a
          href={`/api/access-requests/${request._id}/nda.pdf`}
          className="text-brand-700 mr-auto text-sm font-medium underline"
        >
          Download signed NDA (PDF)
        </a>
        {creator && request.status === 'pending' && (
          <>
            <Button disabled={busy} onClick={() => void act('approve')}>
              Approve
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeciding('reject')}>
              Reject
            </Button>
          </>
        )}
        {creator && request.status === 'approved' && (
          <Button variant="danger" disabled={busy} onClick={() => setDeciding('revoke')}>
            Revoke
          </Button>
        )}
        {!creator && request.status === 'pending' && (
          <Button variant="secondary" disabled={busy} onClick={() => void act('withdraw')}>
            Withdraw
          </Button>
        )}
      </div>
      {deciding && (
        <form
          className="mt-3 space-y-2 rounded-lg border border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void act(deciding, reason.trim());
          }}
        >
          <Field
            id={reasonId}
            label={
              deciding === 'reject' ? 'Reason for rejecting (optional)' : 'Reason for revoking (optional)'
            }
          >
            <Textarea
              rows={2}
              maxLength={maxReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setDeciding(null)}>
              Cancel
            </Button>
            <Button type="submit" variant={deciding === 'revoke' ? 'danger' : 'primary'} disabled={busy}>
              {deciding === 'reject' ? 'Confirm rejection' : 'Confirm revocation'}
            </Button>
          </div>
        </form>
      )}
      {failure && (
        <Notice tone="error" className="mt-3">
          {failure}
        </Notice>
      )}
    </Card>
  );
}
