'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { decideRequestAction, latestRequestAction } from '@/components/deals/deal-actions';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { Notice } from '@/components/ui/notice';
import type { IdeaDTO } from '@/lib/ideas/shared';
import type { AccessRequestDTO } from '@/lib/validation/access';
import { useViewerIdea } from './viewer-idea';

// The request's form (and the schema library behind its checks) loads once the step is shown,
// not before it: the step itself is a button or a status line.
const RequestAccessDialog = lazyComponent(
  () => import('./request-access-dialog').then((module) => module.RequestAccessDialog),
  null,
);

/** The viewer's latest request for this idea (to withdraw it, or to read why it was refused). */
function useLatestRequest(ideaId: string, access: IdeaDTO['access']) {
  const [latest, setLatest] = useState<AccessRequestDTO | null>(null);
  const wanted = access === 'pending' || access === 'rejected' || access === 'revoked';
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    latestRequestAction(ideaId)
      .then((result) => {
        if (active && result.ok) setLatest(result.data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [ideaId, access, wanted]);
  return wanted && latest?.status === access ? latest : null;
}

const reasonOf = (request: AccessRequestDTO | null) =>
  request
    ? [...request.history].reverse().find((event) => event.status === request.status)?.reason
    : undefined;

/**
 * A signed-in non-creator's access to an NDA-gated idea: ask for it (signing the NDA), wait for
 * the creator, or read where it stands. Changes arrive over the events stream (viewer-idea.tsx).
 */
export function AccessState({ idea }: { idea: IdeaDTO }) {
  const { reload } = useViewerIdea();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useLatestRequest(idea._id, idea.access);
  const reason = reasonOf(latest);

  async function withdraw() {
    if (!latest) return;
    setBusy(true);
    setFailure(null);
    const result = await decideRequestAction(latest._id, 'withdraw').catch(
      () => ({ ok: false, message: 'Could not withdraw the request' }) as const,
    );
    setBusy(false);
    if (result.ok) reload();
    else setFailure(result.message);
  }

  const requestButton = (label: string) => (
    <>
      <Button className="w-full" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <RequestAccessDialog
        ideaId={idea._id}
        ideaTitle={idea.title}
        open={open}
        onOpenChange={setOpen}
        onSent={reload}
      />
    </>
  );

  let body;
  switch (idea.access) {
    case 'approved':
      body = (
        <>
          <Notice tone="success" testId="access-status">
            Access approved: the full details are shown below.
          </Notice>
          <Link href={`/ideas/${idea._id}/receipts`} className="text-brand-700 text-center text-sm underline">
            Authorship receipt of what you were shown
          </Link>
          <Link
            href={`/ideas/${idea._id}/documents`}
            className="text-brand-700 text-center text-sm underline"
          >
            Documents shared under NDA
          </Link>
        </>
      );
      break;
    case 'pending':
      body = (
        <>
          <Notice tone="info" testId="access-status">
            Request pending: the creator has your signed NDA.
          </Notice>
          <Button
            variant="secondary"
            className="w-full"
            disabled={busy || !latest}
            onClick={() => void withdraw()}
          >
            Withdraw request
          </Button>
        </>
      );
      break;
    case 'rejected':
      body = (
        <>
          <Notice tone="warning" testId="access-status">
            Request rejected{reason ? `: ${reason}` : ''}
          </Notice>
          {requestButton('Request access again')}
        </>
      );
      break;
    case 'revoked':
      body = (
        <>
          <Notice tone="warning" testId="access-status">
            Access revoked{reason ? `: ${reason}` : ''}
          </Notice>
          {requestButton('Request access again')}
        </>
      );
      break;
    default:
      body = requestButton('Request access');
  }

  return (
    <div className="flex flex-col gap-2" data-testid="access-state">
      {body}
      {failure && <Notice tone="error">{failure}</Notice>}
      {idea.access !== 'none' && (
        <Link href="/deals" className="text-brand-700 text-center text-sm underline">
          See your deals
        </Link>
      )}
    </div>
  );
}
