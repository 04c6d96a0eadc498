import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users, type NewUser, type User } from '@/models';

export async function findUserById(id: string): Promise<User | null> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id)).limit(1);
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

export async function insertUser(values: NewUser): Promise<User> {
  const [row] = await getDb()
    .insert(users)
    .values({ ...values, email: values.email.trim() })
    .returning();
  return row!;
}
