import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { LocalDate } from '@/components/ui/local-date';
import type { Appeal } from '@/lib/validation/appeals';
import { AppealAnswer } from './appeal-answer';

const DECISION = { hide: 'Hidden idea', reject: 'Rejected idea', suspend: 'Suspension' } as const;

/** What reversing each decision does, as its button and confirmation say. */
const REVERSE = {
  hide: {
    label: 'Restore idea',
    description: 'The idea is listed again for everyone; the member reads your reply.',
  },
  reject: {
    label: 'Approve idea',
    description: 'The idea is listed for everyone; the member reads your reply.',
  },
  suspend: {
    label: 'Reinstate member',
    description: 'The member can sign in again and their ideas are listed; they read your reply.',
  },
} as const;
const OUTCOME = { reversed: 'Reversed', upheld: 'Kept', open: 'Open' } as const;

/** One review request: the decision, its reason, the member's message, and the two answers. */
export function AppealItem({ appeal }: { appeal: Appeal }) {
  const title = appeal.targetTitle ?? 'This idea no longer exists.';
  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="appeal-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{DECISION[appeal.decision]}</Badge>
        <span className="text-sm text-slate-600">
          asked by {appeal.member.displayName} · <LocalDate iso={appeal.createdAt} />
        </span>
        {appeal.status !== 'open' && <Badge>{OUTCOME[appeal.status]}</Badge>}
      </div>
      <p className="font-semibold break-words text-slate-900">
        {appeal.decision === 'suspend' || !appeal.targetTitle ? (
          title
        ) : (
          <Link href={`/ideas/${appeal.targetId}`} className="text-brand-700 hover:underline">
            {title}
          </Link>
        )}
      </p>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">Reason given</dt>
          <dd className="break-words text-slate-900">{appeal.decisionReason ?? 'No reason was given.'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">The member’s message</dt>
          <dd className="rounded-lg bg-slate-100 px-3 py-2 break-words whitespace-pre-wrap text-slate-900">
            {appeal.message}
          </dd>
        </div>
        {appeal.reply && (
          <div>
            <dt className="font-semibold text-slate-700">Reply</dt>
            <dd className="break-words text-slate-900">{appeal.reply}</dd>
          </div>
        )}
      </dl>
      {appeal.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          <AppealAnswer
            appealId={appeal._id}
            outcome="reverse"
            label={REVERSE[appeal.decision].label}
            description={REVERSE[appeal.decision].description}
          />
          <AppealAnswer
            appealId={appeal._id}
            outcome="uphold"
            label="Keep the decision"
            description={
              appeal.decision === 'suspend'
                ? 'The account stays suspended; the member gets your reply by email. They cannot ask again about this suspension.'
                : 'The idea stays unlisted; the member reads your reply. They cannot ask again about this decision.'
            }
          />
        </div>
      )}
    </li>
  );
}
