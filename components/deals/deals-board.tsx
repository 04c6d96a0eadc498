import { MAX_REASON, type AccessRequestDTO } from '@/lib/validation/access';
import { DealsFilters } from './deals-filters';
import type { DealsView } from './deals-query';
import { RequestList } from './request-list';
import type { ViewSummaryDTO } from '@/lib/validation/idea-views';

const EMPTY = {
  incoming: 'Nobody has asked for access to your ideas yet.',
  outgoing: 'You have not asked for access to any idea yet.',
};

/**
 * The viewer's access requests: incoming (to their ideas) or outgoing (their own), optionally of
 * one status, rendered on the server from the address.
 */
export function DealsBoard({
  view,
  requests,
  views,
}: {
  view: DealsView;
  requests: AccessRequestDTO[];
  /** Request id → the requester's reads of the idea, for the approved incoming requests. */
  views?: Readonly<Record<string, ViewSummaryDTO | null>>;
}) {
  const { role, status } = view;
  return (
    <div className="mt-6 space-y-4">
      <DealsFilters role={role} status={status} />
      <RequestList
        key={`${role}-${status ?? 'all'}`}
        requests={requests}
        views={views}
        role={role}
        maxReason={MAX_REASON}
        empty={status ? `No ${status} requests here.` : EMPTY[role]}
      />
    </div>
  );
}
