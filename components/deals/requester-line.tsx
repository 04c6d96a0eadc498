import Link from 'next/link';
import { monthYear } from '@/components/profile/trust-texts';
import { VerifiedBadge } from '@/components/profile/verified-badge';
import type { AccessRequestDTO } from '@/lib/validation/access';
import { earlierRequestsText } from './requester-texts';

/**
 * Who asks, for the creator deciding: their profile, the platform's checks on them and how their
 * earlier requests to this creator ended.
 */
export function RequesterLine({ requester }: { requester: AccessRequestDTO['requester'] }) {
  return (
    <>
      <dt className="font-medium text-slate-600">Requester</dt>
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="request-requester-line">
        <Link
          href={`/profile/${encodeURIComponent(requester._id)}`}
          className="text-brand-700 font-medium underline-offset-2 hover:underline"
          data-testid="request-requester"
        >
          {requester.displayName}
        </Link>
        {requester.emailVerified ? (
          <VerifiedBadge />
        ) : (
          <span className="text-slate-600" data-testid="request-unverified">
            Email not verified
          </span>
        )}
        <span className="text-slate-600" data-testid="request-member-since">
          Member since {monthYear(requester.memberSince)}
        </span>
      </dd>
      <dt className="font-medium text-slate-600">With you</dt>
      <dd data-testid="request-earlier">{earlierRequestsText(requester.earlierRequests)}</dd>
    </>
  );
}
