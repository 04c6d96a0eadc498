import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/platform/net';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import { startS3Server, type S3Server } from '../support/s3-server';
import { registerWithToken, signInOnServer, startAppServer, type AppServer } from './app-server';
import { testDriver } from './driver';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './smtp-inbox';
import { onlineIdsOf, SseReader } from './sse';

// Two production instances on one PostgreSQL database, behind nginx, with their uploads in a real
// S3-compatible server and their caches joined through Redis: what an operator who outgrows one
// machine runs (README "Running several instances"). PGlite is one process's database: PostgreSQL only.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(testDriver !== 'postgres')('several instances behind nginx', () => {
  let s3: S3Server;
  let inbox: SmtpInbox;
  let a: AppServer;
  let b: AppServer;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let token: string;
  const seller = { email: `cluster-${Date.now()}@example.com`, password: 'correct horse battery' };
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    s3 = await startS3Server('cluster-uploads');
    inbox = await startSmtpInbox();
    const listen = `127.0.0.1:${await freePort()}`;
    const env = {
      ...s3.env,
      REDIS_URL,
      SMTP_URL: inbox.url,
      JOB_POLL_MS: '100',
      SITE_URL: `http://${listen}`,
      // Long enough that only the relay can explain a fresh reply on the other instance.
      API_CACHE_SECONDS: '60',
      SHUTDOWN_DRAIN_MS: '5000',
    };
    a = await startAppServer(env);
    b = await startAppServer(env, { databaseUrl: a.databaseUrl });
    nginx = await startNginx({ listen, upstreams: [new URL(a.url).host, new URL(b.url).host] });
    token = await registerWithToken(nginx.url, { ...seller, displayName: 'Cluster Seller' });
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await b?.stop();
    await a?.stop();
    await inbox?.stop();
    await s3?.stop();
  }, 60_000);

  async function upload(base: string, kind: string, data: Buffer, name: string, type: string) {
    const body = new FormData();
    body.set('kind', kind);
    body.set('file', new File([new Uint8Array(data)], name, { type }));
    const reply = await fetch(`${base}/api/uploads`, { method: 'POST', body, headers: auth() });
    expect(reply.status, await reply.clone().text()).toBe(201);
    return ((await reply.json()) as { url: string }).url;
  }

  /** Sends an idea with `title` (and `photos`) as the seller: POST to `path`, or PUT to edit it. */
  function sendIdea(
    base: string,
    path: string,
    title: string,
    { method = 'POST', photos = [] as string[] } = {},
  ) {
    return fetch(`${base}${path}`, {
      method,
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        category: 'Tech',
        type: 'Product',
        problemDescription: 'Instances that do not share their files answer 404 for half the photos.',
        solutionDescription: 'Keep the files in one bucket that every instance reads from.',
        protectionStatus: 'None',
        requireNDA: false,
        desiredPrice: 1200,
        contactPreference: 'Messaging',
        photos,
      }),
    });
  }
  const createIdea = (base: string, title: string, photos: string[] = []) =>
    sendIdea(base, '/api/ideas', title, { photos });

  it('serves a photo uploaded through A from B, and refuses a CV to visitors on both', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const url = await upload(a.url, 'idea_photo', photo, 'panel.png', 'image/png');
    const created = await createIdea(a.url, 'Shared bucket photo idea', [url]);
    expect(created.status).toBe(201);

    const fromA = await fetch(`${a.url}${url}`);
    const fromB = await fetch(`${b.url}${url}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect((await fetch(`${nginx.url}${url}`)).status).toBe(200);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const cv = await upload(b.url, 'cv', pdf, 'cv.pdf', 'application/pdf');
    for (const base of [a.url, b.url, nginx.url]) {
      const anonymous = await fetch(`${base}${cv}`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toContain('%PDF');
      expect((await fetch(`${base}${cv}`, { headers: auth() })).status).toBe(200);
    }
  });

  it('shows an edit made through A on B’s cached idea page, list and API reply within a second', async () => {
    const created = await createIdea(a.url, 'Cluster cache original title');
    const { _id: id } = (await created.json()) as { _id: string };
    const page = `${b.url}/ideas/${id}`;
    const list = `${b.url}/ideas`;
    const api = `${b.url}/api/ideas/${id}`;
    // B reads and keeps the original (its page, list and anonymous reply caches).
    for (let i = 0; i < 2; i += 1) {
      expect(await (await fetch(page)).text()).toContain('Cluster cache original title');
      expect(await (await fetch(list)).text()).toContain('Cluster cache original title');
      expect(((await (await fetch(api)).json()) as { title: string }).title).toBe(
        'Cluster cache original title',
      );
    }

    const edited = await sendIdea(a.url, `/api/ideas/${id}`, 'Cluster cache edited title', { method: 'PUT' });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();

    const seen = async (read: () => Promise<boolean>) => {
      for (;;) {
        if (await read()) return Date.now() - editedAt;
        if (Date.now() - editedAt > 1000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const delays = {
      page: await seen(async () => (await (await fetch(page)).text()).includes('Cluster cache edited title')),
      list: await seen(async () => (await (await fetch(list)).text()).includes('Cluster cache edited title')),
      api: await seen(
        async () =>
          ((await (await fetch(api)).json()) as { title: string }).title === 'Cluster cache edited title',
      ),
    };
    expect(delays.page).toBeLessThanOrEqual(1000);
    expect(delays.list).toBeLessThanOrEqual(1000);
    expect(delays.api).toBeLessThanOrEqual(1000);
  });

  it('runs a job queued on A exactly once, whichever instance takes it', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await registerWithToken(a.url, { email, password: 'correct horse battery', displayName: 'Reset Member' });
    const asked = await fetch(`${a.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    const resetMail = (mail: ReceivedMail) =>
      mail.to.includes(email) && mail.subject === 'Reset your password';
    await inbox.waitFor(resetMail, 15_000);
    // Both workers poll every 100 ms: give a second delivery every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.messages.filter(resetMail)).toHaveLength(1);
  });

  it('chains the receipts of ideas created on both instances at once, without a gap or a fork', async () => {
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, n) => createIdea(n % 2 ? b.url : a.url, `Receipted on both ${n}`)),
    );
    const ids: string[] = [];
    for (const reply of created) {
      expect(reply.status).toBe(201);
      ids.push(((await reply.json()) as { _id: string })._id);
    }
    const db = postgres(a.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const chain = await db<
        { seq: string; idea_id: string; revision: number; prev_hash: string; hash: string }[]
      >`
        select seq, idea_id, revision, prev_hash, hash from idea_receipts order by seq`;
      // Each new idea has its first revision; the seqs run without a gap, each naming the one before.
      for (const id of ids)
        expect(chain.filter((row) => row.idea_id === id).map((row) => row.revision)).toEqual([1]);
      chain.forEach((row, i) => {
        expect(Number(row.seq)).toBe(i + 1);
        if (i > 0) expect(row.prev_hash).toBe(chain[i - 1]!.hash);
      });
    } finally {
      await db.end();
    }
    const receipts = await fetch(`${nginx.url}/api/ideas/${ids[5]}/receipts/1`, { headers: auth() });
    expect(receipts.status).toBe(200);
    const verified = await fetch(`${nginx.url}/api/receipts/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ receipt: await receipts.json() }),
    });
    expect(await verified.json()).toEqual({ success: true, valid: true, reasons: [] });
  });

  it('shows presence and delivers a message live across instances', async () => {
    const idOf = async (base: string, bearer: string) =>
      (
        (await (
          await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${bearer}` } })
        ).json()) as {
          user: { id: string };
        }
      ).user.id;
    const stream = async (base: string, cookie: string) => {
      const response = await fetch(`${base}/api/presence`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return new SseReader(response);
    };
    const sellerId = await idOf(a.url, token);
    const buyer = { email: `cluster-buyer-${Date.now()}@example.com`, password: 'correct horse battery' };
    const buyerToken = await registerWithToken(a.url, { ...buyer, displayName: 'Cluster Buyer' });
    const buyerId = await idOf(a.url, buyerToken);
    const created = await createIdea(a.url, 'Idea discussed across instances');
    const { _id: ideaId } = (await created.json()) as { _id: string };

    // The seller's page listens on B, the buyer's on A.
    const onB = await stream(b.url, await signInOnServer(b.url, seller.email, seller.password));
    const onA = await stream(a.url, await signInOnServer(a.url, buyer.email, buyer.password));
    try {
      await onB.waitFor((event) => event.event === 'online' && onlineIdsOf(event).includes(buyerId), 10_000);
      await onA.waitFor((event) => event.event === 'online' && onlineIdsOf(event).includes(sellerId), 10_000);

      const sent = await fetch(`${a.url}/api/conversations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ideaId, message: 'Hello from the other instance' }),
      });
      expect(sent.status).toBe(201);
      await onB.waitFor(
        (event) => event.event === 'message' && event.data.includes('Hello from the other instance'),
        5000,
      );
    } finally {
      await onA.cancel();
      await onB.cancel();
    }
  });

  /** Requests through nginx, `workers` at a time, until `stop()`; every status is kept. */
  function load(workers: number, request: (n: number) => Promise<Response>) {
    let running = true;
    const statuses: number[] = [];
    const loops = Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; running; n += 1) {
        const reply = await request(worker * 100_000 + n).catch(() => null);
        statuses.push(reply?.status ?? 0);
        await reply?.arrayBuffer().catch(() => {});
      }
    });
    return {
      statuses,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  it('drains B on SIGTERM without a failed request', async () => {
    const created = await createIdea(nginx.url, 'Idea read while an instance drains');
    const { _id: id } = (await created.json()) as { _id: string };
    const reads = load(6, (n) =>
      fetch(n % 2 ? `${nginx.url}/api/ideas/${id}` : `${nginx.url}/api/ideas?limit=5&page=${(n % 3) + 1}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // SIGTERM, wait for the exit, start again: reads keep flowing through nginx meanwhile.
    await b.restart();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await reads.stop();
    expect(reads.statuses.length).toBeGreaterThan(50);
    expect(reads.statuses.filter((status) => status !== 200)).toEqual([]);
    expect(b.log()).toMatch(/"msg":"draining"/);
  }, 120_000);

  it('keeps serving through B when A is killed mid-load, with every acknowledged write readable', async () => {
    const acknowledged: string[] = [];
    const writes = load(4, async (n) => {
      const reply = await createIdea(nginx.url, `Written under load ${n}`);
      if (reply.status === 201) acknowledged.push(((await reply.clone().json()) as { _id: string })._id);
      return reply;
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await a.crash();
    const crashedAt = writes.statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await writes.stop();

    // Only writes under way on A when it died may have failed; everything after went to B.
    expect(writes.statuses.slice(crashedAt + 8).filter((status) => status !== 201)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const id of acknowledged) {
      expect((await fetch(`${nginx.url}/api/ideas/${id}`)).status, id).toBe(200);
    }
  }, 120_000);
});
