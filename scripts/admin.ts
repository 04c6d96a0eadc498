// `npm run admin -- grant EMAIL | revoke EMAIL | list`: who is an admin, on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR while no server holds it).
// Exit codes: 0 done (also when nothing had to change), 1 failed (unknown email…), 2 usage.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { setRole } from '@/lib/identity';
import { ensureMigrated, getDatabase, getDb } from '@/lib/db';
import { findUserByEmail } from '@/lib/identity';
import { users } from '@/models';

const USAGE = 'usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

let exitCode = 0;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, email, ...rest] = positionals;
  const wellFormed =
    (command === 'list' && email === undefined) ||
    ((command === 'grant' || command === 'revoke') && email !== undefined && !rest.length);
  if (values.help || !wellFormed) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  await ensureMigrated();
  if (command === 'list') {
    const admins = await getDb()
      .select({ email: users.email, displayName: users.displayName, id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.email);
    if (!admins.length) console.log('No admins.');
    for (const admin of admins) console.log(`${admin.email}  ${admin.displayName}  ${admin.id}`);
  } else {
    const address = email!.trim().toLowerCase();
    const user = await findUserByEmail(address);
    if (!user) throw new Error(`No member has the email ${address} (they register first)`);
    const role = command === 'grant' ? 'admin' : 'member';
    const changed = await setRole(user.id, role, { system: 'cli' });
    console.log(
      changed
        ? `${user.email} is ${role === 'admin' ? 'now an admin' : 'no longer an admin'}`
        : `${user.email} ${role === 'admin' ? 'already is an admin' : 'was not an admin'}: nothing changed`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await getDatabase()
    .close()
    .catch(() => {});
}
process.exit(exitCode);
