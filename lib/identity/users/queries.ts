import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, preparedStatement, type Database } from '@/lib/db';
import { users, type NewUser, type User } from '@/models';

/** Read on every signed-in request (the session's or the token's user). */
const userById = preparedStatement((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(id: string): Promise<User | null> {
  const [row] = await userById().execute({ id });
  return row ?? null;
}

export async function findUserByEmail(email: string): Promise<User | null> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function insertUser(values: NewUser, writer: Pick<Database, 'insert'> = getDb()): Promise<User> {
  const [row] = await writer
    .insert(users)
    .values({ ...values, email: values.email.trim() })
    .returning();
  return row!;
}
