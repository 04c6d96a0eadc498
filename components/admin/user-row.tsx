import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { LocalDate } from '@/components/ui/local-date';
import type { ModeratedUser } from '@/lib/validation/moderation';
import { ModerationButton } from './moderation-button';

/** One member in /admin/users: who, role and status, and suspend or reinstate. */
export function UserRow({ user, self }: { user: ModeratedUser; self: boolean }) {
  const suspended = user.status === 'suspended';
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="user-row"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            href={`/profile/${user._id}`}
            className="text-brand-700 font-semibold break-words hover:underline"
          >
            {user.displayName}
          </Link>
          {user.role === 'admin' && <Badge tone="brand">Admin</Badge>}
          <Badge tone={suspended ? 'amber' : 'green'}>{suspended ? 'Suspended' : 'Active'}</Badge>
        </p>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
        <p className="text-xs text-slate-600">
          Member since <LocalDate iso={user.createdAt} />
          {suspended && user.suspendedAt && (
            <>
              {' '}
              · suspended <LocalDate iso={user.suspendedAt} />
              {user.suspensionReason && <>: {user.suspensionReason}</>}
            </>
          )}
        </p>
      </div>
      {self ? null : suspended ? (
        <ModerationButton
          kind="reinstate"
          targetId={user._id}
          label="Reinstate"
          description={`${user.displayName} can sign in again and their ideas are listed again. Deleted API tokens stay deleted.`}
        />
      ) : (
        <ModerationButton
          kind="suspend"
          targetId={user._id}
          label="Suspend"
          variant="danger"
          description={`${user.displayName} is signed out everywhere at once, their API tokens are deleted and their ideas are hidden until reinstated.`}
        />
      )}
    </li>
  );
}
