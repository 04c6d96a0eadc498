import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { LocalDate } from '@/components/ui/local-date';
import { REPORT_REASON_LABELS, type ReportQueueItem } from '@/lib/validation/moderation';
import { ModerationButton } from './moderation-button';

const KIND = { idea: 'Idea', user: 'Member', message: 'Message' } as const;

/** What the admin may do about an open item: hide/restore an idea, suspend/reinstate, dismiss. */
function Actions({ item }: { item: ReportQueueItem }) {
  const subject = item.targetType === 'idea' ? null : item.owner;
  return (
    <div className="flex flex-wrap gap-2">
      {item.targetType === 'idea' && item.preview !== null && !item.actioned && (
        <ModerationButton
          kind="hide"
          targetId={item.targetId}
          label="Hide idea"
          variant="danger"
          description={`“${item.preview}” disappears for everyone but its creator; the reporters are told.`}
        />
      )}
      {subject?._id && !item.actioned && (
        <ModerationButton
          kind="suspend"
          targetId={subject._id}
          label={item.targetType === 'message' ? 'Suspend sender' : 'Suspend member'}
          variant="danger"
          description={`${subject.displayName} is signed out everywhere at once, their API tokens are deleted and their ideas are hidden until reinstated; the reporters are told.`}
        />
      )}
      <ModerationButton
        kind="dismiss"
        targetType={item.targetType}
        targetId={item.targetId}
        label="Dismiss"
        description="The reports are closed and the reporters are told we found nothing against our rules."
      />
    </div>
  );
}

/** One reported item of the admin's queue: what it is, who reported why, and the actions. */
export function ReportQueueItemCard({ item }: { item: ReportQueueItem }) {
  const open = item.status === 'open';
  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="report-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{KIND[item.targetType]}</Badge>
        <span className="text-sm text-slate-600">
          {item.reportCount} report{item.reportCount === 1 ? '' : 's'} · latest{' '}
          <LocalDate iso={item.latestAt} />
        </span>
        {item.actioned && <Badge tone="amber">{item.targetType === 'idea' ? 'Hidden' : 'Suspended'}</Badge>}
        {!open && <Badge>{item.status === 'actioned' ? `Actioned: ${item.resolution}` : 'Dismissed'}</Badge>}
      </div>
      {item.targetType === 'message' ? (
        <div className="space-y-1 text-sm">
          <p className="text-slate-600">
            From <strong>{item.owner?.displayName}</strong> to <strong>{item.recipient?.displayName}</strong>
            {item.ideaId && (
              <>
                {' '}
                about{' '}
                <Link href={`/ideas/${item.ideaId}`} className="text-brand-700 underline">
                  the idea
                </Link>
              </>
            )}
          </p>
          <blockquote className="rounded-lg bg-slate-100 px-3 py-2 break-words whitespace-pre-wrap text-slate-900">
            {item.preview ?? 'This message no longer exists.'}
          </blockquote>
        </div>
      ) : (
        <p className="font-semibold break-words text-slate-900">
          {item.preview === null ? (
            'This item no longer exists.'
          ) : (
            <Link
              href={item.targetType === 'idea' ? `/ideas/${item.targetId}` : `/profile/${item.targetId}`}
              className="text-brand-700 hover:underline"
            >
              {item.preview}
            </Link>
          )}
          {item.targetType === 'idea' && item.owner && (
            <span className="font-normal text-slate-600"> by {item.owner.displayName}</span>
          )}
        </p>
      )}
      {item.viewLog && <ViewLogLine viewLog={item.viewLog} />}
      <ul className="flex flex-wrap gap-2" aria-label="Reasons">
        {item.reasons.map((r) => (
          <li
            key={r.reason}
            className="rounded-full bg-slate-100 px-3 py-0.5 text-xs font-medium text-slate-800"
          >
            {REPORT_REASON_LABELS[r.reason]} × {r.count}
          </li>
        ))}
      </ul>
      {item.details.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {item.details.map((detail, index) => (
            <li key={index} className="break-words">
              {detail}
            </li>
          ))}
        </ul>
      )}
      {open && <Actions item={item} />}
      {!open && item.targetType === 'idea' && item.actioned && (
        <ModerationButton
          kind="restore"
          targetId={item.targetId}
          label="Restore idea"
          description="The idea is listed again for everyone."
        />
      )}
    </li>
  );
}

/** An idea's view log in short: who read its gated content, for judging a leak or a copy. */
function ViewLogLine({ viewLog }: { viewLog: NonNullable<ReportQueueItem['viewLog']> }) {
  return (
    <p className="text-sm text-slate-700" data-testid="report-view-log">
      {viewLog.reads === 0 ? (
        'Gated content not read by anyone but its creator.'
      ) : (
        <>
          Gated content read {viewLog.reads} {viewLog.reads === 1 ? 'time' : 'times'} by {viewLog.viewers}{' '}
          {viewLog.viewers === 1 ? 'member' : 'members'}
          {viewLog.lastAt && (
            <>
              , last <LocalDate iso={viewLog.lastAt} />
            </>
          )}
          .
        </>
      )}
    </p>
  );
}
