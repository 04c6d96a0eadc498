import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerFromRequest } from '@/lib/identity/auth';
import { authOptions } from '@/lib/identity/auth/options';
import { ACCOUNT_SUSPENDED_CODE } from '@/lib/identity/auth/messages';
import { getDb } from '@/lib/db';
import { UnauthorizedError } from '@/lib/core/errors';
import { importOriginal, type ImportReport } from '@/lib/import';
import { authenticate } from '@/lib/identity/users/register';
import { IdentityRefusedError, userForIdentity } from '@/lib/identity/users/identity';
import { accounts, ideas, users } from '@/models';
import { bearerHeaders, cookieHeaders } from './fixtures';
import { BASE_URL } from './http';
import {
  authExportFile,
  authExportUser,
  canonicalArray,
  firebaseUid,
  firestoreProfile,
  makeHashConfig,
  originalIdea,
  relaxedLines,
  relaxedPrettyArray,
} from './import-fixtures';

const config = makeHashConfig();
const hashConfig = { name: 'hash-config.json', text: JSON.stringify(config) };

const alice = {
  uid: firebaseUid(),
  email: 'alice@original.test',
  password: 'old-alice-pass',
  displayName: 'Alice',
};
const bob = {
  uid: firebaseUid(),
  email: 'bob@original.test',
  password: 'old-bob-pass',
  displayName: 'Bob',
  disabled: true,
};
const gina = {
  uid: firebaseUid(),
  email: 'gina@original.test',
  displayName: 'Gina',
  googleSub: '109876543210987654321',
};

// One export, read by every run (its salts are random).
const authExport = authExportFile([
  authExportUser(alice, config),
  authExportUser(bob, config),
  authExportUser(gina, config),
]);
const authFile = () => ({ name: 'auth.json', text: authExport });

/** Firestore export keyed by uid, pretty-printed: alice and bob have profiles, gina only signed in with Google. */
const usersFile = () => ({
  name: 'users.json',
  text: JSON.stringify(
    {
      [alice.uid]: firestoreProfile(alice.uid, alice.email, 'Alice A.'),
      [bob.uid]: firestoreProfile(bob.uid, bob.email, 'Bob B.'),
    },
    null,
    2,
  ),
});

const aliceIdeas = [0, 1, 2].map((n) => originalIdea(alice.uid, n));
const bobIdeas = [3, 4].map((n) => originalIdea(bob.uid, n));
const ginaIdeas = [5, 6].map((n) => originalIdea(gina.uid, n));
const ideasFile = () => ({ name: 'ideas.json', text: canonicalArray([...aliceIdeas, ...bobIdeas]) });

async function snapshot() {
  const db = getDb();
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    ideas: await db
      .select({
        id: ideas.id,
        creatorId: ideas.creatorId,
        title: ideas.title,
        price: ideas.desiredPrice,
        updatedAt: ideas.updatedAt,
      })
      .from(ideas)
      .orderBy(asc(ideas.id)),
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
  };
}

const counts = (report: ImportReport) => ({
  users: { ...report.users, skipped: report.users.skipped.length },
  ideas: { ...report.ideas, skipped: report.ideas.skipped.length },
  googleLinks: report.googleLinks,
});

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<unknown>;
const signIn = (email: string, password: string) =>
  (authOptions().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize(
    { email, password },
    { headers: { 'x-forwarded-for': '10.9.0.1' } },
  );

describe('importing the original app', () => {
  let first: ImportReport;

  beforeAll(async () => {
    first = await importOriginal({ ideas: ideasFile(), users: usersFile(), auth: authFile(), hashConfig });
  });

  it('a dry run reports the same counts and writes nothing', async () => {
    // Run against what is already imported: nothing may change, and a fresh idea is only counted.
    const fresh = originalIdea(alice.uid, 99);
    const before = await snapshot();
    const report = await importOriginal(
      {
        ideas: { name: 'ideas.json', text: relaxedLines([fresh]) },
        users: usersFile(),
        auth: authFile(),
        hashConfig,
      },
      { dryRun: true },
    );
    expect(report.dryRun).toBe(true);
    expect(report.ideas.imported).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect(await getDb().select().from(ideas).where(eq(ideas.id, fresh._id.toHexString()))).toEqual([]);
  });

  it('imports users with their Firebase uid as id, profile fields, legacy hashes and Google links', async () => {
    expect(counts(first)).toEqual({
      users: { imported: 3, updated: 0, unchanged: 0, skipped: 0 },
      ideas: { imported: 5, updated: 0, unchanged: 0, skipped: 0 },
      googleLinks: { linked: 1, unchanged: 0 },
    });
    const rows = await getDb()
      .select()
      .from(users)
      .where(inArray(users.id, [alice.uid, bob.uid, gina.uid]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(alice.uid)).toMatchObject({
      firebaseUid: alice.uid,
      email: alice.email,
      displayName: 'Alice A.',
      fullName: 'Alice A. Original',
      location: 'Lisbon',
      website: 'https://example.com',
      preferredCategories: ['Tech', 'Health'],
      languagePreferences: ['English'],
      isOnline: false,
      status: 'active',
      createdAt: new Date(1600000000500),
      lastSeen: new Date(1700000000000),
    });
    expect(byId.get(alice.uid)!.passwordHash).toMatch(/^firebase-scrypt\$8\$14\$/);
    expect(byId.get(bob.uid)!.status).toBe('suspended');
    // Google-only: no password, the profile comes from the auth record, the Google sub is linked.
    expect(byId.get(gina.uid)).toMatchObject({ passwordHash: null, displayName: 'Gina', email: gina.email });
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, gina.uid))).toMatchObject([
      { provider: 'google', providerAccountId: gina.googleSub },
    ]);
    expect(first.notes).toEqual([]);
  });

  it('keeps idea ids, creators, dates, prices and NDA flags', async () => {
    const rows = await getDb()
      .select()
      .from(ideas)
      .where(
        inArray(
          ideas.id,
          aliceIdeas.map((i) => i._id.toHexString()),
        ),
      );
    expect(rows).toHaveLength(3);
    for (const original of aliceIdeas) {
      const row = rows.find((r) => r.id === original._id.toHexString())!;
      expect(row).toMatchObject({
        creatorId: alice.uid,
        title: original.title,
        type: original.type,
        protectionStatus: 'Patent',
        requireNDA: original.requireNDA,
        desiredPrice: original.desiredPrice,
        createdAt: original.createdAt,
        updatedAt: original.updatedAt,
      });
    }
  });

  it('reads relaxed Extended JSON, pretty arrays and one document per line alike', async () => {
    const [pretty, lines] = [relaxedPrettyArray([ginaIdeas[0]!]), relaxedLines([ginaIdeas[1]!])];
    const a = await importOriginal({ ideas: { name: 'pretty.json', text: pretty } });
    const b = await importOriginal({ ideas: { name: 'lines.json', text: lines } });
    expect([a.ideas.imported, b.ideas.imported]).toEqual([1, 1]);
    const rows = await getDb().select().from(ideas).where(eq(ideas.creatorId, gina.uid));
    expect(rows.map((r) => r.id).sort()).toEqual(ginaIdeas.map((i) => i._id.toHexString()).sort());
    expect(rows.find((r) => r.id === ginaIdeas[0]!._id.toHexString())!.createdAt).toEqual(
      ginaIdeas[0]!.createdAt,
    );
  });

  it('a second run changes nothing', async () => {
    const before = await snapshot();
    const again = await importOriginal({
      ideas: ideasFile(),
      users: usersFile(),
      auth: authFile(),
      hashConfig,
    });
    expect(counts(again)).toEqual({
      users: { imported: 0, updated: 0, unchanged: 3, skipped: 0 },
      ideas: { imported: 0, updated: 0, unchanged: 5, skipped: 0 },
      googleLinks: { linked: 0, unchanged: 1 },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('an edited export updates only what changed', async () => {
    const edited = [
      { ...aliceIdeas[0]!, title: 'Renamed on the old side', updatedAt: new Date(Date.UTC(2024, 0, 1)) },
      aliceIdeas[1]!,
    ];
    const report = await importOriginal({ ideas: { name: 'ideas.json', text: relaxedLines(edited) } });
    expect(counts(report).ideas).toEqual({ imported: 0, updated: 1, unchanged: 1, skipped: 0 });
    const [row] = await getDb().select().from(ideas).where(eq(ideas.id, aliceIdeas[0]!._id.toHexString()));
    expect(row).toMatchObject({
      title: 'Renamed on the old side',
      updatedAt: new Date(Date.UTC(2024, 0, 1)),
    });
    await importOriginal({ ideas: { name: 'ideas.json', text: relaxedLines([aliceIdeas[0]!]) } });
  });

  it('an imported user signs in with the old password, which is then stored as argon2id', async () => {
    expect(await signIn(alice.email, 'not-the-password')).toBeNull();
    const [unchanged] = await getDb().select().from(users).where(eq(users.id, alice.uid));
    expect(unchanged!.passwordHash).toMatch(/^firebase-scrypt\$/);

    expect(await signIn(alice.email, alice.password)).toMatchObject({ id: alice.uid, email: alice.email });
    const [rehashed] = await getDb().select().from(users).where(eq(users.id, alice.uid));
    expect(rehashed!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await authenticate(alice.email, alice.password)).toMatchObject({ id: alice.uid });

    // Importing again keeps the password the user proved here.
    const report = await importOriginal({ users: usersFile(), auth: authFile(), hashConfig });
    expect(report.users.updated).toBe(0);
    const [kept] = await getDb().select().from(users).where(eq(users.id, alice.uid));
    expect(kept!.passwordHash).toBe(rehashed!.passwordHash);
  });

  it('a disabled user cannot sign in, by password or by Google', async () => {
    // The right password: sign-in says the account is suspended (a wrong one says nothing more).
    await expect(signIn(bob.email, bob.password)).rejects.toThrow(ACCOUNT_SUSPENDED_CODE);
    expect(await signIn(bob.email, 'not-the-password')).toBeNull();
    const [row] = await getDb().select().from(users).where(eq(users.id, bob.uid));
    expect(row!.passwordHash).toMatch(/^firebase-scrypt\$/);
    await expect(
      userForIdentity({
        provider: 'google',
        providerAccountId: 'bob-google',
        email: bob.email,
        emailVerified: true,
      }),
    ).rejects.toBeInstanceOf(IdentityRefusedError);
    // Nor through a session or a token made some other way.
    const [suspended] = await getDb().select().from(users).where(eq(users.id, bob.uid));
    const asBob = async (headers: Record<string, string>) =>
      viewerFromRequest(new Request(`${BASE_URL}/api/profile`, { headers }));
    expect(await asBob(await cookieHeaders(suspended!))).toBeNull();
    await expect(asBob(await bearerHeaders(suspended!))).rejects.toBeInstanceOf(UnauthorizedError);
    // Their ideas are still imported and public.
    expect(
      await getDb().select({ id: ideas.id }).from(ideas).where(eq(ideas.creatorId, bob.uid)),
    ).toHaveLength(2);
  });

  it('a Google-only user signs in with Google: the linked account is found', async () => {
    const user = await userForIdentity({
      provider: 'google',
      providerAccountId: gina.googleSub,
      email: gina.email,
      emailVerified: true,
    });
    expect(user.id).toBe(gina.uid);
  });
});

describe('records the import cannot take as they are', () => {
  const owner = {
    uid: firebaseUid(),
    email: 'owner@original.test',
    password: 'owner-pass',
    displayName: 'Owner',
  };

  it('are reported with their line, and nothing about them is changed silently', async () => {
    await importOriginal({
      auth: { name: 'auth.json', text: authExportFile([authExportUser(owner, config)]) },
      hashConfig,
    });
    const good = originalIdea(owner.uid, 1);
    const unknownCategory = originalIdea(owner.uid, 2, { category: 'Gadgets' });
    const fileNames = originalIdea(owner.uid, 3, { photos: ['photo1.jpg', 'https://cdn.example.com/p.png'] });
    const tooExpensive = originalIdea(owner.uid, 4, { desiredPrice: 20_000_000 });
    const noCreator = originalIdea('uid-nobody-knows', 5);
    const badType = originalIdea(owner.uid, 6, { type: 'Gadget' });
    const withNul = originalIdea(owner.uid, 7, { title: 'Nul\0 title' });
    const lines = [
      relaxedLines([good]).trim(), // 1
      '', // 2: blank lines are allowed
      relaxedLines([unknownCategory]).trim(), // 3
      '{"_id": {"$oid": "64b7f0c2a1b2c3d4e5f60718"}, "title": ', // 4: cut off
      relaxedLines([fileNames]).trim(), // 5
      relaxedLines([tooExpensive]).trim(), // 6
      relaxedLines([noCreator]).trim(), // 7
      relaxedLines([badType]).trim(), // 8
      relaxedLines([good]).trim(), // 9: the same _id again
      relaxedLines([withNul]).trim(), // 10
      '{"_id": "not-an-object-id", "creator": "x"}', // 11
    ].join('\n');
    const report = await importOriginal({ ideas: { name: 'ideas.json', text: lines } });

    expect(report.ideas.imported).toBe(3);
    const skipped = Object.fromEntries(report.ideas.skipped.map((s) => [s.line, s.message]));
    expect(
      Object.keys(skipped)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([4, 6, 7, 8, 9, 10, 11]);
    expect(skipped[4]).toMatch(/^not valid Extended JSON/);
    expect(skipped[6]).toBe('desiredPrice: Price cannot exceed $10,000,000');
    expect(skipped[7]).toMatch(/creator uid-nobody-knows is not a user here/);
    expect(skipped[8]).toBe('type: Please select a type');
    expect(skipped[9]).toBe('the same _id is already on line 1');
    expect(skipped[10]).toBe('title contains a NUL character');
    expect(skipped[11]).toMatch(/_id is not an ObjectId/);
    expect(report.ideas.skipped.find((s) => s.line === 6)!.id).toBe(tooExpensive._id.toHexString());

    expect(report.notes).toEqual([
      expect.objectContaining({
        line: 3,
        message: 'category "Gadgets" is not one of ours: imported as Other',
      }),
      expect.objectContaining({
        line: 5,
        message: 'photos that are file names, not addresses, were left out: photo1.jpg',
      }),
    ]);
    const [other] = await getDb().select().from(ideas).where(eq(ideas.id, unknownCategory._id.toHexString()));
    expect(other!.category).toBe('Other');
    const [withPhoto] = await getDb().select().from(ideas).where(eq(ideas.id, fileNames._id.toHexString()));
    expect(withPhoto!.photos).toEqual(['https://cdn.example.com/p.png']);
  });

  it('in a pretty-printed array, the line is where the record starts', async () => {
    const docs = [originalIdea(owner.uid, 10), originalIdea(owner.uid, 11, { problemDescription: 'short' })];
    const text = relaxedPrettyArray(docs);
    const recordStarts = text.split('\n').flatMap((l, i) => (l === '  {' ? [i + 1] : []));
    const expectedLine = recordStarts[1];
    const report = await importOriginal({ ideas: { name: 'pretty.json', text } });
    expect(report.ideas.skipped).toEqual([
      {
        file: 'pretty.json',
        line: expectedLine,
        id: docs[1]!._id.toHexString(),
        message: 'problemDescription: Problem description must be at least 10 characters',
      },
    ]);
  });

  it('users: no email, a taken email and a profile outside our rules are skipped with their line', async () => {
    const taken = {
      uid: firebaseUid(),
      email: owner.email.toUpperCase(),
      password: 'x-pass',
      displayName: 'Twin',
    };
    const noEmail = { uid: firebaseUid(), email: '', displayName: 'Phone' };
    const longBio = firebaseUid();
    const profiles = [
      { id: longBio, ...firestoreProfile(longBio, 'long@original.test', 'Long'), bio: 'x'.repeat(2001) },
    ];
    const report = await importOriginal({
      users: { name: 'users.json', text: JSON.stringify(profiles, null, 2) },
      auth: {
        name: 'auth.json',
        text: authExportFile([
          authExportUser(taken, config),
          { ...authExportUser(noEmail, config), email: undefined as unknown as string },
        ]),
      },
      hashConfig,
    });
    expect(report.users.imported).toBe(0);
    expect(report.users.skipped).toHaveLength(3);
    expect(report.users.skipped).toEqual(
      expect.arrayContaining([
        { file: 'users.json', line: 2, id: longBio, message: 'bio: Bio must be at most 2000 characters' },
        expect.objectContaining({
          file: 'auth.json',
          id: taken.uid,
          message: `email ${taken.email} already belongs to account ${owner.uid} here`,
        }),
        expect.objectContaining({
          file: 'auth.json',
          id: noEmail.uid,
          message: expect.stringMatching(/^no email address/),
        }),
      ]),
    );
  });

  it('refuses password hashes without the project hash parameters', async () => {
    await expect(
      importOriginal({ auth: { name: 'auth.json', text: authExportFile([authExportUser(owner, config)]) } }),
    ).rejects.toThrow(/--hash-config/);
  });
});
