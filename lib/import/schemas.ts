import 'server-only';
import { Decimal128, Double, Int32, Long, ObjectId } from 'bson';
import { z } from 'zod';

/**
 * Input records of the original app's exports. Only the shape is checked here; our own rules
 * (the idea form's, the profile's) are applied by the importers with the shared schemas of
 * lib/validation, so a record breaking them is reported with the same messages users see.
 */

/** BSON values from EJSON as plain JavaScript: ObjectId → hex, Decimal128/Long/Int32/Double → number. */
export function fromBson(value: unknown): unknown {
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Decimal128) {
    const n = Number(value.toString());
    // NaN and Infinity stay text, so the price rules report them instead of a silent 0.
    return Number.isFinite(n) ? n : value.toString();
  }
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (Array.isArray(value)) return value.map(fromBson);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromBson(v)]));
}

/**
 * A point in time in any form the exports use: EJSON `$date` (already a Date), ISO text, epoch
 * milliseconds (Firebase Auth's `createdAt` is such a number as text), or a Firestore Timestamp
 * (`{_seconds, _nanoseconds}`, `{seconds, nanoseconds}`, or wrapped as `{__datatype__, value}`).
 */
function toDate(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string') {
    const date = /^\d+$/.test(value.trim()) ? new Date(Number(value)) : new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('__datatype__' in o && 'value' in o) return toDate(o.value);
    if ('$date' in o) return toDate(o.$date);
    const seconds = o._seconds ?? o.seconds;
    const nanos = o._nanoseconds ?? o.nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanos === 'number')
      return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
  }
  return value;
}

const dateField = (name: string) =>
  z.preprocess(
    toDate,
    z
      .date({ error: `${name} is not a date` })
      .refine((d) => !Number.isNaN(d.getTime()), `${name} is not a date`),
  );

/** A document of the original `ideas` collection (mongoose model), after `fromBson`. */
export const originalIdeaSchema = z.looseObject({
  _id: z
    .string({ error: '_id is missing or not an ObjectId' })
    .regex(/^[0-9a-f]{24}$/i, '_id is not an ObjectId (24 hexadecimal characters)')
    .transform((id) => id.toLowerCase()),
  creator: z
    .string({ error: 'creator (the Firebase uid) is missing' })
    .trim()
    .min(1, 'creator (the Firebase uid) is missing'),
  createdAt: dateField('createdAt').optional(),
  updatedAt: dateField('updatedAt').optional(),
});

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

const optionalNames = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? undefined);

/** A Firestore `users` document (the spec's profile fields); `id` when the export is an array. */
export const originalProfileSchema = z.looseObject({
  id: optionalText,
  uid: optionalText,
  displayName: optionalText,
  fullName: optionalText,
  email: optionalText,
  photoURL: optionalText,
  bio: optionalText,
  location: optionalText,
  website: optionalText,
  cvUrl: optionalText,
  preferredCategories: optionalNames,
  languagePreferences: optionalNames,
  createdAt: dateField('createdAt').nullish(),
  lastSeen: dateField('lastSeen').nullish(),
});

export type OriginalProfile = z.output<typeof originalProfileSchema>;

/** One user of `firebase auth:export --format=json`. */
export const firebaseAuthUserSchema = z.looseObject({
  localId: z.string({ error: 'localId (the uid) is missing' }).min(1, 'localId (the uid) is missing'),
  email: optionalText,
  emailVerified: z.boolean().optional(),
  passwordHash: optionalText,
  salt: optionalText,
  displayName: optionalText,
  photoUrl: optionalText,
  disabled: z.boolean().optional(),
  createdAt: dateField('createdAt').optional(),
  lastSignedInAt: dateField('lastSignedInAt').optional(),
  providerUserInfo: z
    .array(
      z.looseObject({ providerId: z.string(), rawId: z.string().optional(), email: z.string().optional() }),
    )
    .optional()
    .default([]),
});

export type FirebaseAuthUser = z.output<typeof firebaseAuthUserSchema>;

/** First message of a failed parse, prefixed with the field it is about. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
