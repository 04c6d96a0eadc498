// `npm run demo` runs this before serving: loads a living marketplace (creators, 60 ideas, photos,
// access requests in every state and a conversation)
// into the configured database. Safe to run again: existing demo creators and their ideas are kept.
import { ensureMigrated, getDatabase } from '@/lib/db';
import { DEMO_PASSWORD, DEMO_USERS } from '@/lib/demo';
import { seedDemo } from '@/lib/demo';

try {
  await ensureMigrated();
  const { creators, created, requests, conversations } = await seedDemo();
  console.log(
    `Demo content ready: ${creators} creators, ${created} new ideas, ${requests} new access requests, ${conversations} new conversation${conversations === 1 ? '' : 's'}. Sign in as ${DEMO_USERS[0].email} / ${DEMO_PASSWORD}.`,
  );
  await getDatabase().close();
  // The events bus may still hold a listening connection; the seed is done.
  process.exit(0);
} catch (error) {
  console.error(`Demo seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
