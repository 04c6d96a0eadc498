import { describe, expect, it } from 'vitest';
import { earlierRequestsText } from '@/components/deals/requester-texts';

const none = { total: 0, pending: 0, approved: 0, rejected: 0, revoked: 0, withdrawn: 0 };

describe('earlierRequestsText', () => {
  it('names a first request', () => {
    expect(earlierRequestsText(none)).toBe('First request to you');
  });

  it('counts the earlier requests and lists the outcomes that occurred', () => {
    expect(earlierRequestsText({ ...none, total: 2, approved: 1, rejected: 1 })).toBe(
      '2 earlier requests: 1 approved, 1 rejected',
    );
    expect(earlierRequestsText({ ...none, total: 1, withdrawn: 1 })).toBe('1 earlier request: 1 withdrawn');
    expect(earlierRequestsText({ ...none, total: 4, pending: 1, revoked: 3 })).toBe(
      '4 earlier requests: 3 revoked, 1 pending',
    );
  });
});
