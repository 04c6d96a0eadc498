// drizzle-kit writes `"public".` before referenced tables. Our migrations must follow the
// connection's search_path (tests and multi-tenant deployments put the tables in another schema).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../drizzle');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const fixed = text.replaceAll('"public".', '');
  if (fixed !== text) writeFileSync(full, fixed);
}
