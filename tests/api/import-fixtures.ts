import { createCipheriv, randomBytes, scryptSync } from 'node:crypto';
import { Decimal128, EJSON, ObjectId } from 'bson';

/**
 * Fixtures in the original app's export formats. Password hashes are made here with Firebase's
 * modified scrypt (scrypt over salt + separator, then AES-256-CTR of the signer key), written
 * independently of lib/identity/users/firebase-scrypt.ts so that the two check each other.
 */

/** A project's hash parameters as `firebase auth:export` documents them; the signer key is random per run. */
export function makeHashConfig() {
  return {
    algorithm: 'SCRYPT',
    base64_signer_key: randomBytes(64).toString('base64'),
    base64_salt_separator: 'Bw==',
    rounds: 8,
    mem_cost: 14,
  };
}

export type HashConfig = ReturnType<typeof makeHashConfig>;

export function firebaseScrypt(password: string, saltBase64: string, config: HashConfig): string {
  const salt = Buffer.concat([
    Buffer.from(saltBase64, 'base64'),
    Buffer.from(config.base64_salt_separator, 'base64'),
  ]);
  const key = scryptSync(Buffer.from(password, 'utf8'), salt, 32, {
    N: 2 ** config.mem_cost,
    r: config.rounds,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  return Buffer.concat([
    cipher.update(Buffer.from(config.base64_signer_key, 'base64')),
    cipher.final(),
  ]).toString('base64');
}

/** A 28-character Firebase-style uid. */
export function firebaseUid(): string {
  return randomBytes(21).toString('base64url').slice(0, 28);
}

export interface AuthUserInput {
  uid: string;
  email: string;
  password?: string;
  displayName?: string;
  disabled?: boolean;
  googleSub?: string;
}

/** One user of `firebase auth:export users.json --format=json`. */
export function authExportUser(input: AuthUserInput, config: HashConfig) {
  const salt = randomBytes(10).toString('base64');
  const providers = [];
  if (input.password) {
    providers.push({
      providerId: 'password',
      rawId: input.email,
      email: input.email,
      federatedId: input.email,
    });
  }
  if (input.googleSub) {
    providers.push({
      providerId: 'google.com',
      rawId: input.googleSub,
      email: input.email,
      displayName: input.displayName,
      photoUrl: 'https://lh3.googleusercontent.com/a/photo',
    });
  }
  return {
    localId: input.uid,
    email: input.email,
    emailVerified: true,
    ...(input.password ? { passwordHash: firebaseScrypt(input.password, salt, config), salt } : {}),
    displayName: input.displayName,
    lastSignedInAt: '1700000000000',
    createdAt: '1600000000000',
    ...(input.disabled ? { disabled: true } : {}),
    providerUserInfo: providers,
  };
}

/** The whole auth export file, pretty-printed like the CLI writes it. */
export function authExportFile(users: ReturnType<typeof authExportUser>[]): string {
  return JSON.stringify({ users }, null, 2);
}

/** A Firestore `users` document (the spec's profile fields), with a Timestamp as the Admin SDK serialises it. */
export function firestoreProfile(uid: string, email: string, displayName: string) {
  return {
    displayName,
    fullName: `${displayName} Original`,
    email,
    photoURL: `https://firebasestorage.googleapis.com/v0/b/app/o/profile_images%2F${uid}`,
    createdAt: { _seconds: 1600000000, _nanoseconds: 500000000 },
    isOnline: true,
    lastSeen: { _seconds: 1700000000, _nanoseconds: 0 },
    bio: 'I build things.',
    location: 'Lisbon',
    website: 'https://example.com',
    preferredCategories: ['Tech', 'Health'],
    languagePreferences: ['English'],
    cvUrl: '',
  };
}

/** A document of the original `ideas` collection as the mongoose model stored it. */
export function originalIdea(creator: string, n: number, overrides: Record<string, unknown> = {}) {
  const created = new Date(Date.UTC(2023, 0, 1) + n * 60_000);
  return {
    _id: new ObjectId(),
    title: `Original idea ${n}`,
    category: 'Tech',
    type: n % 2 ? 'Service' : 'Product',
    problemDescription: `Problem number ${n} that people have every day.`,
    solutionDescription: `Solution number ${n} that fixes it for good.`,
    protectionStatus: 'Patent',
    requireNDA: n % 3 === 0,
    desiredPrice: 1000 + n + 0.5,
    contactPreference: 'Email',
    additionalNotes: '',
    photos: [],
    creator,
    creatorInfo: { displayName: 'Creator', photoURL: '', email: 'creator@example.test' },
    createdAt: created,
    updatedAt: new Date(created.getTime() + 1000),
    __v: 0,
    ...overrides,
  };
}

type Doc = Record<string, unknown>;

/** `mongoexport --jsonArray` in canonical mode (`--jsonFormat=canonical`), prices as Decimal128. */
export function canonicalArray(docs: Doc[]): string {
  const withDecimals = docs.map((d) =>
    typeof d.desiredPrice === 'number'
      ? { ...d, desiredPrice: Decimal128.fromString(String(d.desiredPrice)) }
      : d,
  );
  return EJSON.stringify(withDecimals, { relaxed: false });
}

/** `mongoexport --jsonArray --pretty` in relaxed mode (the default). */
export function relaxedPrettyArray(docs: Doc[]): string {
  return EJSON.stringify(docs, undefined, 2, { relaxed: true });
}

/** `mongoexport` default output: one relaxed document per line. */
export function relaxedLines(docs: Doc[]): string {
  return docs.map((d) => EJSON.stringify(d, { relaxed: true })).join('\n') + '\n';
}
