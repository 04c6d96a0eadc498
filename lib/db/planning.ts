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
 * A mark in a statement's text (an SQL comment): on PostgreSQL it runs on connections of its own
 * that plan a named statement once, for any values (`PLANNED_ONCE_PLANNING`; see `gatedClient`).
 * Under `auto` a page of a list is planned at every call: its LIMIT and OFFSET are parameters, for
 * which PostgreSQL's generic plan assumes a tenth of the table, so that plan always looks dearer,
 * though for a list without filters it is the same walk of a listing index. That planning took as
 * long as running the statement (0.54 and 0.51 ms per page under load). Only statements whose
 * every plan would be the same may carry the mark, written so that the generic plan cannot choose
 * otherwise (list-paging.ts).
 */
export const PLANNED_ONCE = '/* planned once */';

/** PLANNED_ONCE as SQL, to place anywhere inside a statement. */
export const plannedOnce = sql.raw(PLANNED_ONCE);

/** How the connections for PLANNED_ONCE plan: one generic plan per statement and connection. */
export const PLANNED_ONCE_PLANNING = { plan_cache_mode: 'force_generic_plan' } as const;

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
