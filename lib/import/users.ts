import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { FirebaseHashConfig } from '@/lib/identity';
import { needsRehash } from '@/lib/identity';
import { accounts, users, type User } from '@/models';
import { changedColumns, chunks } from './compare';
import type { SourceFile } from './json-records';
import type { Finding, ImportReport, RecordRef } from './report';
import { planUser, type PlannedUser, type UserValues } from './user-plan';
import { collect, readAuthUsers, readProfiles, type UserCandidate } from './user-sources';

/** next-auth's provider id for Google, as stored in `accounts.provider`. */
const GOOGLE_PROVIDER = 'google';

/**
 * What a re-run may change on an existing row: the exported fields, but never a password the
 * user has already re-hashed here by signing in, and never lifting a suspension made here.
 */
function wantedChanges(row: User, values: UserValues): Partial<User> {
  const { passwordHash, status, createdAt, ...rest } = values;
  return changedColumns<User>(row, {
    ...rest,
    createdAt: createdAt ?? undefined,
    passwordHash: row.passwordHash && !needsRehash(row.passwordHash) ? undefined : passwordHash,
    status: status === 'suspended' ? 'suspended' : undefined,
  } as Partial<User>);
}

const BATCH = 500;

/** Reads the profile and auth exports and imports their users, one transaction per batch. */
export async function importUsers(
  files: { users?: SourceFile; auth?: SourceFile },
  hashConfig: FirebaseHashConfig | undefined,
  report: ImportReport,
  importedIds: Set<string>,
): Promise<void> {
  const skipped = report.users.skipped;
  const candidates = new Map<string, UserCandidate>();
  const failed = new Set<string>();
  const add = collect(candidates, skipped);
  if (files.users) readProfiles(files.users, add, failed, skipped);
  if (files.auth) readAuthUsers(files.auth, add, skipped);

  const planned: PlannedUser[] = [];
  const emails = new Map<string, RecordRef>();
  for (const candidate of candidates.values()) {
    if (failed.has(candidate.uid)) {
      const ref = (candidate.profile ?? candidate.auth)!.ref;
      if (ref !== candidate.profile?.ref) skipped.push({ ...ref, message: 'its profile record was skipped' });
      continue;
    }
    const plan = planUser(candidate, hashConfig, Boolean(files.auth), report.notes);
    if (typeof plan === 'string') {
      skipped.push({ ...(candidate.profile ?? candidate.auth)!.ref, message: plan });
      continue;
    }
    const key = plan.values.email.toLowerCase();
    const first = emails.get(key);
    if (first) {
      skipped.push({
        ...plan.ref,
        message: `email ${plan.values.email} is also used by ${first.id} (${first.file} line ${first.line})`,
      });
      continue;
    }
    emails.set(key, plan.ref);
    planned.push(plan);
  }
  for (const batch of chunks(planned, BATCH)) await importUserBatch(batch, report, importedIds);
}

async function importUserBatch(
  batch: PlannedUser[],
  report: ImportReport,
  importedIds: Set<string>,
): Promise<void> {
  const db = getDb();
  const ids = batch.map((u) => u.values.id);
  const emails = batch.map((u) => u.values.email.toLowerCase());
  const googleIds = batch.flatMap((u) => u.googleIds);
  const [existing, emailOwners, uidOwners, googleOwners] = await Promise.all([
    db.select().from(users).where(inArray(users.id, ids)),
    db
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails)),
    db.select({ id: users.id, uid: users.firebaseUid }).from(users).where(inArray(users.firebaseUid, ids)),
    googleIds.length
      ? db
          .select({ userId: accounts.userId, rawId: accounts.providerAccountId })
          .from(accounts)
          .where(and(eq(accounts.provider, GOOGLE_PROVIDER), inArray(accounts.providerAccountId, googleIds)))
      : Promise.resolve([]),
  ]);
  const rows = new Map(existing.map((r) => [r.id, r]));
  const emailOwner = new Map(emailOwners.map((r) => [r.email, r.id]));
  const uidOwner = new Map(uidOwners.map((r) => [r.uid, r.id]));
  const googleOwner = new Map(googleOwners.map((r) => [r.rawId, r.userId]));

  const inserts: UserValues[] = [];
  const updates: { id: string; changes: Partial<User> }[] = [];
  const links: { userId: string; providerAccountId: string }[] = [];
  const accepted: PlannedUser[] = [];
  let linksUnchanged = 0;
  const notes: Finding[] = [];
  for (const plan of batch) {
    const { id, email } = plan.values;
    const owner = emailOwner.get(email.toLowerCase());
    if (owner && owner !== id) {
      report.users.skipped.push({
        ...plan.ref,
        message: `email ${email} already belongs to account ${owner} here`,
      });
      continue;
    }
    const linkedTo = uidOwner.get(id);
    if (linkedTo && linkedTo !== id) {
      report.users.skipped.push({
        ...plan.ref,
        message: `this Firebase uid is already linked to account ${linkedTo} here`,
      });
      continue;
    }
    accepted.push(plan);
    const row = rows.get(id);
    if (!row) inserts.push(plan.values);
    else {
      const changes = wantedChanges(row, plan.values);
      if (Object.keys(changes).length) updates.push({ id, changes });
    }
    for (const rawId of plan.googleIds) {
      const current = googleOwner.get(rawId);
      if (current === id) linksUnchanged++;
      else if (current)
        notes.push({
          ...plan.ref,
          message: `its Google account is already linked to account ${current}: not linked`,
        });
      else links.push({ userId: id, providerAccountId: rawId });
    }
  }

  if (!report.dryRun && (inserts.length || updates.length || links.length)) {
    await db.transaction(async (tx) => {
      if (inserts.length) await tx.insert(users).values(inserts);
      for (const { id, changes } of updates) await tx.update(users).set(changes).where(eq(users.id, id));
      if (links.length) {
        await tx
          .insert(accounts)
          .values(links.map((l) => ({ ...l, provider: GOOGLE_PROVIDER })))
          .onConflictDoNothing();
      }
    });
  }
  for (const plan of accepted) importedIds.add(plan.values.id);
  report.users.imported += inserts.length;
  report.users.updated += updates.length;
  report.users.unchanged += accepted.length - inserts.length - updates.length;
  report.googleLinks.linked += links.length;
  report.googleLinks.unchanged += linksUnchanged;
  report.notes.push(...notes);
}
