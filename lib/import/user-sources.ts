import 'server-only';
import type { z } from 'zod';
import { isPlainObject, unstorableText } from './compare';
import { ImportFileError, splitMembers, splitRecords, type RawRecord, type SourceFile } from './json-records';
import type { Finding, RecordRef } from './report';
import {
  describeIssues,
  firebaseAuthUserSchema,
  originalProfileSchema,
  type FirebaseAuthUser,
  type OriginalProfile,
} from './schemas';

interface Source<T> {
  ref: RecordRef;
  data: T;
}

export interface UserCandidate {
  uid: string;
  profile?: Source<OriginalProfile>;
  auth?: Source<FirebaseAuthUser>;
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

export function collect(candidates: Map<string, UserCandidate>, skipped: Finding[]) {
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

export function readProfiles(
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

export function readAuthUsers(file: SourceFile, add: ReturnType<typeof collect>, skipped: Finding[]) {
  for (const raw of authRecords(file)) {
    const ref: RecordRef = { file: file.name, line: raw.line };
    const data = parseRecord(raw, ref, firebaseAuthUserSchema, skipped);
    if (data) add('auth', data.localId, { ref, data });
  }
}
