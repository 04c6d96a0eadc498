import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { resultRows, type Database } from '@/lib/db';
import { presence } from '@/models';

/** A signed-in user as the online list shows them. */
export interface OnlineUser {
  id: string;
  displayName: string;
  photoURL: string;
}

/** A row counts while its instance keeps heart-beating it; rows of a dead instance stop counting after `expireMs`. */
const fresh = (expireMs: number) =>
  sql`${presence.heartbeatAt} > now() - (${expireMs} * interval '1 millisecond')`;

export async function insertConnection(
  db: Database,
  row: { id: string; userId: string; instanceId: string },
): Promise<void> {
  await db.insert(presence).values(row);
}

export async function deleteConnection(db: Database, id: string): Promise<void> {
  await db.delete(presence).where(eq(presence.id, id));
}

/** Every connection of one user goes, and they are offline (their sessions ended). */
export async function deleteUserConnections(db: Database, userId: string): Promise<void> {
  await db.delete(presence).where(eq(presence.userId, userId));
  await db.execute(sql`update users set is_online = false, last_seen = now() where id = ${userId}`);
}

/** Sets users.isOnline from the presence rows and stamps lastSeen. */
export async function syncUserOnline(db: Database, userId: string, expireMs: number): Promise<void> {
  await db.execute(sql`
    update users set
      is_online = exists (select 1 from presence where presence.user_id = users.id and ${fresh(expireMs)}),
      last_seen = now()
    where id = ${userId}`);
}

export async function heartbeat(db: Database, instanceId: string): Promise<void> {
  await db
    .update(presence)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(presence.instanceId, instanceId));
}

/**
 * Deletes rows that stopped being heart-beaten (their instance died) and marks users offline who
 * have no fresh row left. Returns how many users changed.
 */
export async function expireStale(db: Database, expireMs: number): Promise<number> {
  await db.execute(sql`delete from presence where not (${fresh(expireMs)})`);
  const changed = await db.execute(sql`
    update users set is_online = false, last_seen = now()
    where is_online and not exists (select 1 from presence where presence.user_id = users.id)
    returning id`);
  return resultRows(changed).length;
}

/** Removes every row of one instance (its orderly shutdown); returns the users concerned. */
export async function deleteInstance(db: Database, instanceId: string): Promise<string[]> {
  const rows = await db
    .delete(presence)
    .where(and(eq(presence.instanceId, instanceId)))
    .returning({ userId: presence.userId });
  return [...new Set(rows.map((r) => r.userId))];
}

/** Embedded database only (one process owns it): rows from an earlier run are all stale. */
export async function resetAll(db: Database): Promise<void> {
  await db.execute(sql`delete from presence`);
  await db.execute(sql`update users set is_online = false where is_online`);
}

export async function listOnlineUsers(db: Database, expireMs: number): Promise<OnlineUser[]> {
  const result = await db.execute(sql`
    select u.id, u.display_name as "displayName", u.photo_url as "photoURL"
    from users u
    where exists (select 1 from presence where presence.user_id = u.id and ${fresh(expireMs)})
    order by lower(u.display_name), u.id`);
  return resultRows<OnlineUser>(result).map((r) => ({
    id: r.id,
    displayName: r.displayName,
    photoURL: r.photoURL,
  }));
}

export async function userHasFreshConnection(
  db: Database,
  userId: string,
  expireMs: number,
): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from presence where user_id = ${userId} and ${fresh(expireMs)}) as "online"`,
  );
  return resultRows<{ online: boolean }>(result)[0]?.online === true;
}

export async function onlineIds(db: Database, expireMs: number): Promise<Set<string>> {
  const result = await db.execute(
    sql`select distinct user_id as "userId" from presence where ${fresh(expireMs)}`,
  );
  return new Set(resultRows<{ userId: string }>(result).map((r) => r.userId));
}
