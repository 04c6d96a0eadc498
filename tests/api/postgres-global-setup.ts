import postgres from 'postgres';

/** Extensions are per database, not per schema: install them once, in `public`, before the suite. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`;
  } finally {
    await sql.end();
  }
}
