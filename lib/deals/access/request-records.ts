import 'server-only';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { InvalidError, NotFoundError } from '@/lib/core/errors';
import {
  ACCESS_MESSAGES,
  accessRequestListQuerySchema,
  type AccessRequestDTO,
  type EarlierRequestsDTO,
} from '@/lib/validation/access';
import { accessRequestEvents, accessRequests, ideas, users, type Viewer } from '@/models';

const creators = alias(users, 'creator');

/** A request with what its replies and its PDF show. */
const requestColumns = {
  id: accessRequests.id,
  ideaId: accessRequests.ideaId,
  requesterId: accessRequests.requesterId,
  status: accessRequests.status,
  fullName: accessRequests.fullName,
  message: accessRequests.message,
  ndaVersion: accessRequests.ndaVersion,
  ndaHash: accessRequests.ndaHash,
  ndaCustom: accessRequests.ndaCustom,
  ip: accessRequests.ip,
  userAgent: accessRequests.userAgent,
  createdAt: accessRequests.createdAt,
  decidedAt: accessRequests.decidedAt,
  ideaTitle: ideas.title,
  creatorId: ideas.creatorId,
  creatorName: creators.displayName,
  requesterName: users.displayName,
  requesterEmailVerifiedAt: users.emailVerifiedAt,
  requesterSince: users.createdAt,
};

const selectRequests = () =>
  getDb()
    .select(requestColumns)
    .from(accessRequests)
    .innerJoin(ideas, eq(ideas.id, accessRequests.ideaId))
    .innerJoin(creators, eq(creators.id, ideas.creatorId))
    .innerJoin(users, eq(users.id, accessRequests.requesterId));

type RequestRecord = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const noRequests = (): EarlierRequestsDTO => ({
  total: 0,
  pending: 0,
  approved: 0,
  rejected: 0,
  revoked: 0,
  withdrawn: 0,
});

/**
 * For each request, how the same requester's earlier requests to the same creator ended: what a
 * creator weighs before deciding. One query for the whole list, counted here.
 */
async function earlierRequests(records: RequestRecord[]): Promise<Map<string, EarlierRequestsDTO>> {
  const requesters = [...new Set(records.map((record) => record.requesterId))];
  const creatorIds = [...new Set(records.map((record) => record.creatorId))];
  // Either side is one member in a list (the viewer), so this reads only the pairs listed.
  const rows = await getDb()
    .select({
      id: accessRequests.id,
      requesterId: accessRequests.requesterId,
      creatorId: ideas.creatorId,
      status: accessRequests.status,
      createdAt: accessRequests.createdAt,
    })
    .from(accessRequests)
    .innerJoin(ideas, eq(ideas.id, accessRequests.ideaId))
    .where(and(inArray(accessRequests.requesterId, requesters), inArray(ideas.creatorId, creatorIds)));
  const before = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
    a.createdAt.getTime() < b.createdAt.getTime() ||
    (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);
  const pair = (row: { requesterId: string; creatorId: string }) => `${row.requesterId} ${row.creatorId}`;
  const byPair = new Map<string, typeof rows>();
  for (const row of rows) {
    const listed = byPair.get(pair(row));
    if (listed) listed.push(row);
    else byPair.set(pair(row), [row]);
  }
  const counts = new Map<string, EarlierRequestsDTO>();
  for (const record of records) {
    const count = noRequests();
    for (const row of byPair.get(pair(record)) ?? []) {
      if (!before(row, record)) continue;
      count.total += 1;
      count[row.status] += 1;
    }
    counts.set(record.id, count);
  }
  return counts;
}

/** Requests with their histories and the requester's earlier requests (three queries, whatever the number of requests). */
async function withHistories(records: RequestRecord[]): Promise<AccessRequestDTO[]> {
  if (!records.length) return [];
  const earlier = await earlierRequests(records);
  const events = await getDb()
    .select()
    .from(accessRequestEvents)
    .where(
      inArray(
        accessRequestEvents.requestId,
        records.map((r) => r.id),
      ),
    )
    .orderBy(asc(accessRequestEvents.at), asc(accessRequestEvents.id));
  const histories = new Map<string, AccessRequestDTO['history']>();
  for (const event of events) {
    const history = histories.get(event.requestId) ?? [];
    history.push({
      status: event.status,
      at: event.at.toISOString(),
      by: event.byId,
      ...(event.reason ? { reason: event.reason } : {}),
    });
    histories.set(event.requestId, history);
  }
  return records.map((record) => ({
    _id: record.id,
    ideaId: record.ideaId,
    ideaTitle: record.ideaTitle,
    requester: {
      _id: record.requesterId,
      displayName: record.requesterName,
      emailVerified: record.requesterEmailVerifiedAt !== null,
      memberSince: record.requesterSince.toISOString(),
      earlierRequests: earlier.get(record.id) ?? noRequests(),
    },
    status: record.status,
    fullName: record.fullName,
    message: record.message,
    ndaVersion: record.ndaVersion,
    ndaHash: record.ndaHash,
    createdAt: record.createdAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
    history: histories.get(record.id) ?? [],
  }));
}

export async function findRequestRecord(id: string): Promise<RequestRecord | null> {
  if (!isId(id)) return null;
  const [row] = await selectRequests().where(eq(accessRequests.id, id.toLowerCase())).limit(1);
  return row ?? null;
}

export async function requestDTO(id: string): Promise<AccessRequestDTO> {
  const record = await findRequestRecord(id);
  if (!record) throw new NotFoundError(ACCESS_MESSAGES.notFound);
  const [dto] = await withHistories([record]);
  return dto!;
}

/**
 * The viewer's requests: `incoming` to the ideas they created, `outgoing` made by them; newest
 * first, optionally of one status. At most 500.
 */
export async function listRequests(viewer: Viewer, query: unknown): Promise<AccessRequestDTO[]> {
  const parsed = accessRequestListQuerySchema.safeParse(query);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const { role, status } = parsed.data;
  const conditions: SQL[] = [
    role === 'incoming' ? eq(ideas.creatorId, viewer.id) : eq(accessRequests.requesterId, viewer.id),
  ];
  if (status) conditions.push(eq(accessRequests.status, status));
  const records = await selectRequests()
    .where(and(...conditions))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(500);
  return withHistories(records);
}

/** A request as its two parties see it (404 for anyone else), with what its signed record holds. */
export async function findSignedRequest(viewer: Viewer, requestId: string) {
  const record = await findRequestRecord(requestId);
  if (!record || (record.creatorId !== viewer.id && record.requesterId !== viewer.id))
    throw new NotFoundError(ACCESS_MESSAGES.notFound);
  const [text] = await getDb()
    .select({ ndaText: accessRequests.ndaText })
    .from(accessRequests)
    .where(eq(accessRequests.id, record.id));
  const [dto] = await withHistories([record]);
  return { ...record, ndaText: text?.ndaText ?? '', request: dto! };
}

/** Whether anyone asked for access to one of the viewer's ideas: where /deals opens by default. */
export async function hasIncomingRequests(viewer: Pick<Viewer, 'id'>): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .innerJoin(ideas, eq(ideas.id, accessRequests.ideaId))
    .where(eq(ideas.creatorId, viewer.id))
    .limit(1);
  return row !== undefined;
}
