import { sql, type SQL } from 'drizzle-orm';

/**
 * How PostgreSQL plans the statements, set on every connection. A named prepared statement is
 * planned for its values five times; then PostgreSQL keeps one generic plan if it does not cost
 * more than those. Most statements on a request's path (the reader's token, one idea, its viewer
 * parts) plan in 0.12–0.2 ms and run in 0.02–0.04 ms, and a generic plan spares the planning.
 * Lists mostly keep plans made for their values (a LIMIT given as a parameter makes a generic
 * plan look dearer); those whose generic plan costs no more use it. Searches are what the planner
 * cannot judge (a generic plan cannot know how common a word is): they carry PLANNED_PER_CALL and
 * are planned for their words every time.
 *
 * The embedded database (PGlite) plans every execution for its values instead
 * (`force_custom_plan`, set by its worker): there, sending a search unnamed parses its long text
 * again in WebAssembly, and a generic plan made searches dearer still (docs/benchmarks.md).
 */
export const PLANNING = { plan_cache_mode: 'auto' } as const;

/**
 * A mark in a statement's text (an SQL comment): on PostgreSQL it is sent as an unnamed
 * statement, which is planned for its values at every call (see `gatedClient`).
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** PLANNED_PER_CALL as SQL, to place anywhere inside a statement. */
export const plannedPerCall = sql.raw(PLANNED_PER_CALL);

/**
 * `count` placeholders named `name0`, `name1`… as a list, for a statement kept per count of
 * values (`in (…)`). PostgreSQL estimates such a list as that many rows, so the generic plan of
 * a lookup by a unique key costs what a plan for the values does and is kept; an array given as
 * one parameter (`= any($1)`) is guessed at ten rows, its generic plan looks dearer and every
 * call is planned again.
 */
export const placeholderList = (name: string, count: number): SQL =>
  sql.join(
    Array.from({ length: count }, (_, i) => sql.placeholder(`${name}${i}`)),
    sql`, `,
  );

/** The values of `placeholderList(name, values.length)` by their placeholders' names. */
export const placeholderValues = (name: string, values: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(values.map((value, i) => [`${name}${i}`, value]));
