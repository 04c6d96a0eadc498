import 'server-only';
import type postgres from 'postgres';

/**
 * What the archive says a table held at the snapshot: its rows, and two order-independent sums of
 * 60-bit MD5 prefixes, one over the primary keys (which rows) and one over the rows' text (what
 * they hold). A restored table with the same three has every row the archive lists, unchanged.
 * Sums rather than a hash of a sorted list: the database computes them in one pass, in constant
 * memory, however big the table.
 */
export interface TableInventory {
  rows: number;
  keys: string;
  content: string;
}

/** Tables by `schema.name`. */
export type Inventory = Record<string, TableInventory>;

type Sql = Pick<postgres.Sql, 'unsafe'>;

/**
 * Settings that fix how rows print as text, so that the same rows give the same sums on another
 * server or session (time zone, date style, float digits).
 */
const TEXT_SETTINGS = [
  `set TimeZone = 'UTC'`,
  `set DateStyle = 'ISO, YMD'`,
  `set IntervalStyle = 'postgres'`,
  `set extra_float_digits = 1`,
  `set bytea_output = 'hex'`,
];

const TABLES = `
  select n.nspname as schema, c.relname as name,
    array(
      select quote_ident(a.attname)
      from unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      order by k.position
    ) as key
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_index i on i.indrelid = c.oid and i.indisprimary
  where c.relkind = 'r'
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname !~ '^pg_(toast|temp)'
    and not exists (
      select 1 from pg_depend d
      where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e'
    )
  order by 1, 2`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const hashSum = (expression: string) =>
  `coalesce(sum(('x' || substr(md5(${expression}), 1, 15))::bit(60)::bigint::numeric), 0)::text`;

/** The inventory of every table of the database's own schemas (extensions' tables left out). */
export async function takeInventory(sql: Sql): Promise<Inventory> {
  for (const setting of TEXT_SETTINGS) await sql.unsafe(setting);
  const tables = (await sql.unsafe(TABLES)) as unknown as { schema: string; name: string; key: string[] }[];
  const inventory: Inventory = {};
  for (const table of tables) {
    const qualified = `${quote(table.schema)}.${quote(table.name)}`;
    const key = table.key.length
      ? `(${table.key.map((column) => `t.${column}`).join(', ')})::text`
      : 't::text';
    const [row] = (await sql.unsafe(
      `select count(*)::text as rows, ${hashSum('k')} as keys, ${hashSum('r')} as content
       from (select ${key} as k, t::text as r from ${qualified} t) s`,
    )) as unknown as { rows: string; keys: string; content: string }[];
    inventory[`${table.schema}.${table.name}`] = {
      rows: Number(row!.rows),
      keys: row!.keys,
      content: row!.content,
    };
  }
  return inventory;
}

/** The table of `name` in the inventory's schemas (the application's own, or a test's), if any. */
export function findTable(inventory: Inventory, name: string): string | undefined {
  const found = Object.keys(inventory).find((qualified) => qualified.endsWith(`.${name}`));
  if (!found) return undefined;
  const at = found.lastIndexOf('.');
  return `${quote(found.slice(0, at))}.${quote(found.slice(at + 1))}`;
}

export interface InventoryProblem {
  table: string;
  problem: string;
}

/** How `found` falls short of `expected`: missing tables, other row counts, other rows. */
export function compareInventory(expected: Inventory, found: Inventory): InventoryProblem[] {
  const problems: InventoryProblem[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const have = found[table];
    if (!have) problems.push({ table, problem: 'the table is missing' });
    else if (have.rows !== want.rows)
      problems.push({ table, problem: `${have.rows} rows where the archive lists ${want.rows}` });
    else if (have.keys !== want.keys)
      problems.push({ table, problem: 'other rows (primary keys) than the archive lists' });
    else if (have.content !== want.content)
      problems.push({ table, problem: 'rows whose values differ from the archive' });
  }
  return problems;
}

/** What an archive records of its database, read in the snapshot's own view of the data. */
export interface SnapshotFacts {
  tables: Inventory;
  migrations: { applied: number; last: string | null };
  /** Keys of the files the uploads table lists. */
  uploadKeys: string[];
}

export async function readSnapshotFacts(sql: Sql): Promise<SnapshotFacts> {
  const tables = await takeInventory(sql);
  const migrationsTable = findTable(tables, '__drizzle_migrations');
  const uploadsTable = findTable(tables, 'uploads');
  const [migrations] = migrationsTable
    ? ((await sql.unsafe(
        `select count(*)::int as applied, (select hash from ${migrationsTable} order by created_at desc, id desc limit 1) as last from ${migrationsTable}`,
      )) as unknown as { applied: number; last: string | null }[])
    : [];
  const uploadKeys = uploadsTable
    ? ((await sql.unsafe(`select key from ${uploadsTable}`)) as unknown as { key: string }[]).map(
        (row) => row.key,
      )
    : [];
  return { tables, migrations: migrations ?? { applied: 0, last: null }, uploadKeys };
}
