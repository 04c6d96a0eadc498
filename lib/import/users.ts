import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { encodeFirebaseScryptHash, type FirebaseHashConfig } from '@/lib/users/firebase-scrypt';
import { needsRehash } from '@/lib/users/passwords';
import { profileSchema } from '@/lib/validation/profile';
import { accounts, users, type NewUser, type User } from '@/models';
import { changedColumns, chunks, isPlainObject, unstorableText } from './compare';
import { ImportFileError, splitMembers, splitRecords, type RawRecord } from './json-records';
import type { Finding, ImportReport, RecordRef } from './report';
import {
  describeIssues,
  firebaseAuthUserSchema,
  originalProfileSchema,
  type FirebaseAuthUser,
  type OriginalProfile,
} from './schemas';

export interface SourceFile {
  name: string;
  text: string;
}

/** next-auth's provider id for Google, as stored in `accounts.provider`. */
const GOOGLE_PROVIDER = 'google';

interface Source<T> {
  ref: RecordRef;
  data: T;
}

interface UserCandidate {
  uid: string;
  profile?: Source<OriginalProfile>;
  auth?: Source<FirebaseAuthUser>;
}

type UserValues = NewUser & { id: string; email: string };

interface PlannedUser {
  ref: RecordRef;
  values: UserValues;
  googleIds: string[];
}

/** Reads one record as JSON and checks its shape; reports it as skipped when it cannot be used. */
function parseRecord<T>(raw: RawRecord, ref: RecordRef, schema: z.ZodType<T>, skipped: Finding[]): T | null {
  let value: unknown;
  try {
    value = JSON.parse(raw.text);
  } catch (error) {
    skipped.push({ ...ref, message: `not valid JSON (${(error as Error).message})` });
    return null;
  }
  const bad = unstorableText(value);
  if (bad) {
    skipped.push({ ...ref, message: bad });
    return null;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    skipped.push({ ...ref, message: describeIssues(parsed.error) });
    return null;
  }
  return parsed.data;
}

/** An export keyed by uid (`{"<uid>": {…profile}}`) rather than one profile per record. */
function isKeyedByUid(raw: RawRecord): boolean {
  try {
    const value: unknown = JSON.parse(raw.text);
    if (!isPlainObject(value) || 'email' in value || 'displayName' in value) return false;
    const members = Object.values(value);
    return members.length > 0 && members.every(isPlainObject);
  } catch {
    return false;
  }
}

function collect(candidates: Map<string, UserCandidate>, skipped: Finding[]) {
  return <K extends 'profile' | 'auth'>(
    kind: K,
    uid: string | undefined,
    source: NonNullable<UserCandidate[K]>,
  ) => {
    if (!uid) {
      skipped.push({ ...source.ref, message: 'the record has no user id' });
      return;
    }
    source.ref.id = uid;
    const candidate = candidates.get(uid) ?? { uid };
    const earlier = candidate[kind];
    if (earlier) {
      skipped.push({ ...source.ref, message: `the same user id is already on line ${earlier.ref.line}` });
      return;
    }
    candidate[kind] = source;
    candidates.set(uid, candidate);
  };
}

function readProfiles(
  file: SourceFile,
  add: ReturnType<typeof collect>,
  failed: Set<string>,
  skipped: Finding[],
) {
  let records = splitRecords(file.name, file.text);
  if (records.length === 1 && isKeyedByUid(records[0]!)) records = splitMembers(file.name, records[0]!);
  for (const raw of records) {
    const ref: RecordRef = { file: file.name, line: raw.line, id: raw.key };
    const data = parseRecord(raw, ref, originalProfileSchema, skipped);
    if (data) add('profile', raw.key ?? data.id ?? data.uid, { ref, data });
    else if (raw.key) failed.add(raw.key);
  }
}

/** The user records of `firebase auth:export --format=json` (`{"users": […]}`). */
function authRecords(file: SourceFile): RawRecord[] {
  const records = splitRecords(file.name, file.text);
  const only = records[0];
  if (records.length !== 1 || !only || !only.text.startsWith('{')) return records;
  const usersMember = splitMembers(file.name, only).find((m) => m.key === 'users');
  if (!usersMember)
    throw new ImportFileError(
      file.name,
      only.line,
      'expected {"users": […]} (firebase auth:export --format=json)',
    );
  return splitMembers(file.name, usersMember);
}

function readAuthUsers(file: SourceFile, add: ReturnType<typeof collect>, skipped: Finding[]) {
  for (const raw of authRecords(file)) {
    const ref: RecordRef = { file: file.name, line: raw.line };
    const data = parseRecord(raw, ref, firebaseAuthUserSchema, skipped);
    if (data) add('auth', data.localId, { ref, data });
  }
}

const emailSchema = z.email();

/** Our row for one original user: the Firestore profile, completed by the Firebase Auth record. */
function planUser(
  candidate: UserCandidate,
  hashConfig: FirebaseHashConfig | undefined,
  hasAuthFile: boolean,
  notes: Finding[],
): PlannedUser | string {
  const { uid, profile, auth } = candidate;
  const ref = (profile ?? auth)!.ref;
  const p = profile?.data;
  const a = auth?.data;
  const email = (a?.email ?? p?.email ?? '').trim();
  if (!email) return 'no email address (a phone or anonymous account cannot be imported)';
  if (!emailSchema.safeParse(email).success) return `email "${email}" is not a valid address`;
  if (a?.email && p?.email && a.email.trim().toLowerCase() !== p.email.trim().toLowerCase()) {
    notes.push({
      ...ref,
      message: `profile email ${p.email} differs from the sign-in email: ${a.email} is used`,
    });
  }
  let displayName = p?.displayName?.trim() || a?.displayName?.trim();
  if (!displayName) {
    displayName = email.split('@')[0]!;
    notes.push({ ...ref, message: `no display name: "${displayName}" (from the email) is used` });
  }
  const fields = profileSchema.safeParse({
    displayName,
    fullName: p?.fullName ?? '',
    bio: p?.bio ?? '',
    location: p?.location ?? '',
    website: p?.website ?? '',
    photoURL: p?.photoURL ?? a?.photoUrl ?? '',
    cvUrl: p?.cvUrl ?? '',
    preferredCategories: p?.preferredCategories ?? [],
    languagePreferences: p?.languagePreferences ?? [],
  });
  if (!fields.success) return describeIssues(fields.error);

  let passwordHash: string | null = null;
  if (a?.passwordHash) {
    // Checked before anything is read: a password hash without the project's parameters cannot be kept.
    passwordHash = encodeFirebaseScryptHash(hashConfig!, a.salt ?? '', a.passwordHash);
  } else if (hasAuthFile && !a) {
    notes.push({
      ...ref,
      message: 'not in the auth export: can sign in only with Google (same verified email)',
    });
  }
  const googleIds = (a?.providerUserInfo ?? [])
    .filter((info) => info.providerId === 'google.com' && info.rawId)
    .map((info) => info.rawId!);

  return {
    ref,
    googleIds,
    values: {
      id: uid,
      firebaseUid: uid,
      email,
      ...fields.data,
      passwordHash,
      status: a?.disabled ? 'suspended' : 'active',
      createdAt: p?.createdAt ?? a?.createdAt ?? undefined,
      lastSeen: p?.lastSeen ?? a?.lastSignedInAt ?? null,
    },
  };
}

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
