import { MAX_REASON, type AccessRequestDTO } from '@/lib/validation/access';
import { DealsFilters } from './deals-filters';
import type { DealsView } from './deals-query';
import { RequestList } from './request-list';

const EMPTY = {
  incoming: 'Nobody has asked for access to your ideas yet.',
  outgoing: 'You have not asked for access to any idea yet.',
};

/**
 * The viewer's access requests: incoming (to their ideas) or outgoing (their own), optionally of
 * one status, rendered on the server from the address.
 */
export function DealsBoard({ view, requests }: { view: DealsView; requests: AccessRequestDTO[] }) {
  const { role, status } = view;
  return (
    <div className="mt-6 space-y-4">
      <DealsFilters role={role} status={status} />
      <RequestList
        key={`${role}-${status ?? 'all'}`}
        requests={requests}
        role={role}
        maxReason={MAX_REASON}
        empty={status ? `No ${status} requests here.` : EMPTY[role]}
      />
    </div>
  );
}
