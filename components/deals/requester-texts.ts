import type { EarlierRequestsDTO } from '@/lib/validation/access';

const OUTCOMES = ['approved', 'rejected', 'revoked', 'withdrawn', 'pending'] as const;

/**
 * The requester's record with this creator in one line: '2 earlier requests: 1 approved,
 * 1 rejected', or 'First request to you'.
 */
export function earlierRequestsText(earlier: EarlierRequestsDTO): string {
  if (earlier.total === 0) return 'First request to you';
  const outcomes = OUTCOMES.filter((status) => earlier[status] > 0).map(
    (status) => `${earlier[status]} ${status}`,
  );
  const count = `${earlier.total} earlier ${earlier.total === 1 ? 'request' : 'requests'}`;
  return `${count}: ${outcomes.join(', ')}`;
}
