import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, resultRows } from '@/lib/db';
import { NotFoundError } from '@/lib/core/errors';
import { isUserId, normalizeUserId } from '@/lib/validation/user-id';
import { findUserById } from '@/lib/identity';
import { countIdeasBy } from '@/lib/members/profile';

/** Below this many cases a rate or a median says nothing: it is null. */
export const TRUST_MIN_CASES = 3;
/** A pending access request younger than this is not counted as unanswered yet. */
const PENDING_GRACE = sql.raw(`interval '7 days'`);

export interface ResponseSignal {
  /** The cases counted (access requests received, threads started by others). */
  received: number;
  /** Of those, the ones decided or answered. */
  responded: number;
  /** responded ÷ received, 0 to 1; null under TRUST_MIN_CASES received. */
  rate: number | null;
  /** Median seconds to the decision or first answer; null under TRUST_MIN_CASES responded. */
  medianSeconds: number | null;
}

export interface TrustSignals {
  emailVerified: boolean;
  memberSince: Date;
  ideasListed: number;
  accessRequests: ResponseSignal;
  messages: ResponseSignal;
}

interface Row {
  received: number | string;
  responded: number | string;
  median: number | string | null;
}

function signal(row: Row | undefined): ResponseSignal {
  const received = Number(row?.received ?? 0);
  const responded = Number(row?.responded ?? 0);
  return {
    received,
    responded,
    rate: received >= TRUST_MIN_CASES ? responded / received : null,
    medianSeconds:
      responded >= TRUST_MIN_CASES && row?.median != null ? Math.round(Number(row.median)) : null,
  };
}

/**
 * Access requests to the member's ideas: decided (approved or rejected, revoked later or not) ÷
 * received, leaving out withdrawn ones and pending ones younger than 7 days; the median time from
 * the request to its first decision.
 */
async function accessSignal(userId: string): Promise<ResponseSignal> {
  const rows = resultRows<Row>(
    await getDb().execute(sql`
      select count(*) as received,
             count(decided_at) as responded,
             percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at))
               filter (where decided_at is not null) as median
      from (
        select r.created_at,
               (select min(e.at) from access_request_events e
                 where e.request_id = r.id and e.status in ('approved', 'rejected')) as decided_at,
               r.status
        from access_requests r
        join ideas i on i.id = r.idea_id
        where i.creator_id = ${userId} and r.status <> 'withdrawn'
      ) requests
      where status <> 'pending' or created_at < now() - ${PENDING_GRACE}`),
  );
  return signal(rows[0]);
}

/**
 * Threads the member is in that someone else started: answered (the member wrote in it after
 * the first message) ÷ received; the median time from the first message to their first answer.
 */
async function messageSignal(userId: string): Promise<ResponseSignal> {
  const rows = resultRows<Row>(
    await getDb().execute(sql`
      select count(*) as received,
             count(answered_at) as responded,
             percentile_cont(0.5) within group (order by extract(epoch from answered_at - first_at))
               filter (where answered_at is not null) as median
      from (
        select first.sender_id, first.created_at as first_at,
               (select min(m.created_at) from messages m
                 where m.conversation_id = c.id and m.sender_id = ${userId}) as answered_at
        from conversations c
        cross join lateral (
          select m.sender_id, m.created_at from messages m
          where m.conversation_id = c.id order by m.created_at, m.id limit 1
        ) first
        where (c.creator_id = ${userId} or c.participant_id = ${userId})
      ) threads
      where sender_id is not null and sender_id <> ${userId}`),
  );
  return signal(rows[0]);
}

/** What a member's profile and creator card say about them; 404 for an unknown member. */
export async function trustSignals(userId: string): Promise<TrustSignals> {
  const user = isUserId(userId) ? await findUserById(normalizeUserId(userId)) : null;
  if (!user) throw new NotFoundError('User not found');
  const [ideasListed, accessRequests, messages] = [
    await countIdeasBy(user.id),
    await accessSignal(user.id),
    await messageSignal(user.id),
  ];
  return {
    emailVerified: user.emailVerifiedAt !== null,
    memberSince: user.createdAt,
    ideasListed,
    accessRequests,
    messages,
  };
}
