import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postIdea } from '@/app/api/ideas/route';
import { getDb } from '@/lib/db';
import { storage } from '@/lib/platform/storage';
import { uploadKeyFromUrl } from '@/lib/platform/storage';
import { uploads, type User } from '@/models';
import { eq } from 'drizzle-orm';
import { requester } from './access-fixtures';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload, uploadIdeaPhoto } from './photo-fixtures';

// Gated photos carry a visible per-viewer watermark for approved requesters; the creator and
// admins get the original file (DESIGN.md section 14).

type Headers = Record<string, string>;

let creator: User;
let creatorAuth: Headers;
let photo: string;
let original: Buffer;

async function stored(url: string): Promise<Buffer> {
  const file = await storage().open(uploadKeyFromUrl(url)!);
  const chunks: Buffer[] = [];
  for await (const chunk of file!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function pixels(bytes: Buffer) {
  return sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** The share of pixels where any channel differs by more than a little (lossy encoding aside). */
async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = [await pixels(a), await pixels(b)];
  expect([right.info.width, right.info.height]).toEqual([left.info.width, left.info.height]);
  const channels = left.info.channels;
  let changed = 0;
  for (let i = 0; i < left.data.length; i += channels) {
    for (let c = 0; c < channels; c += 1) {
      if (Math.abs(left.data[i + c]! - right.data[i + c]!) > 24) {
        changed += 1;
        break;
      }
    }
  }
  return changed / (left.data.length / channels);
}

/** A member approved under NDA for `ideaId`, as the caller of the headers answered. */
const approvedReader = async (ideaId: string, displayName: string): Promise<Headers> =>
  (await requester(ideaId, creatorAuth, 'approved', displayName)).headers;

beforeAll(async () => {
  creator = await createUser({ displayName: 'Grace Creator' });
  creatorAuth = await bearerHeaders(creator);
  photo = await uploadIdeaPhoto(creatorAuth);
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea({ requireNDA: true, photos: [photo] }),
    headers: creatorAuth,
  });
  expect(reply.status).toBe(201);
  original = await stored(photo);
  (globalThis as { ideaId?: string }).ideaId = reply.body._id;
});

const ideaId = () => (globalThis as { ideaId?: string }).ideaId!;

describe('a gated idea’s photo', () => {
  it('is watermarked for an approved requester: private, no ETag, a meaningful share of pixels changed', async () => {
    const headers = await approvedReader(ideaId(), 'Watermark Wanda');
    const reply = await fetchUpload(photo, headers);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('etag')).toBeNull();
    expect(reply.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect(reply.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.equals(original)).toBe(false);
    expect(await changedShare(original, bytes)).toBeGreaterThan(0.03);

    // The same viewer on the same day gets the same copy (kept), another viewer their own.
    const again = Buffer.from(await (await fetchUpload(photo, headers)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const other = await approvedReader(ideaId(), 'Someone Else');
    const theirs = Buffer.from(await (await fetchUpload(photo, other)).arrayBuffer());
    expect(theirs.equals(bytes)).toBe(false);
    expect(await changedShare(original, theirs)).toBeGreaterThan(0.03);
  });

  it('is the original file, byte for byte, for its creator and for an admin', async () => {
    const admin = await createUser({ role: 'admin' });
    for (const headers of [creatorAuth, await cookieHeaders(creator), await bearerHeaders(admin)]) {
      const reply = await fetchUpload(photo, headers);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await reply.arrayBuffer()).equals(original)).toBe(true);
    }
    const [row] = await getDb()
      .select()
      .from(uploads)
      .where(eq(uploads.key, uploadKeyFromUrl(photo)!));
    expect(original.length).toBe(row!.size);
  });
});
