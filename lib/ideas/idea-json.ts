import 'server-only';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/lib/core/idea-enums';
import { ideas, ideaWatches, users } from '@/models';
import { outerIdeaId, viewerRequest } from './record-columns';
import { heldBackIdea } from './visibility';

/**
 * An idea as the viewer may see it, written by the database as JSON text: the same object
 * `toIdeaDTO` (dto.ts) shapes from a record, without reading the record into JavaScript.
 *
 * A page of ideas is the heaviest work of the ideas API: read as records (two dozen columns
 * mapped per row), shaped and serialized, it cost the server two to three times a bare request.
 * Written by the database, the server only joins the texts. `tests/api/idea-json.test.ts` holds
 * the two shapes equal for every kind of viewer and idea; writes still answer through `toIdeaDTO`.
 */

/** Who reads: the signed-in viewer's id. */
export interface JsonViewer {
  id: string;
}

/**
 * Where the idea's addresses point: site-relative for the pages (`''`), absolute from the site's
 * URL in API replies (clients on other origins show the photos).
 */
export type PhotoBase = string;

/**
 * The reader's values as the shape reads them: columns of a one-row relation `reader` beside the
 * row, so that the shape's SQL is the same text for every reader, rendered once.
 */
const reader = {
  id: sql.raw('reader.viewer_id'),
  base: sql.raw('reader.base'),
  access: sql.raw('reader.access'),
};

const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** The column's value when it is one of `values`, else `fallback` (`oneOf` in dto.ts). */
const oneOf = (column: Column, values: readonly string[], fallback: string) =>
  sql`(case when ${column} in (${sql.join(values.map(literal), sql`, `)}) then ${column} else ${literal(fallback)} end)`;

/** `Date.toISOString()`: UTC, milliseconds. */
const iso = (column: Column) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `absoluteUrl`: a site-relative path gets the site's URL in front (none for the pages). */
const absolute = (url: SQL | Column, absolutes: boolean) =>
  absolutes
    ? sql`(case when ${url} like '/%' and ${url} not like '//%' then ${reader.base} || ${url} else ${url} end)`
    : sql`${url}`;

const photos = (absolutes: boolean) =>
  absolutes
    ? sql`(select coalesce(json_agg(${absolute(sql.raw('photo.url'), true)} order by photo.n), '[]') from unnest(${ideas.photos}) with ordinality as photo(url, n))`
    : sql`to_json(${ideas.photos})`;

/**
 * A JSON object's text from its members, in order: each member `"key":value` or null when the
 * object leaves it out (`concat_ws` skips nulls). Compact, like `JSON.stringify`.
 */
const object = (members: SQL[]) => sql`('{' || concat_ws(',', ${sql.join(members, sql`, `)}) || '}')`;
const member = (key: string, json: SQL) => sql`${literal(`"${key}":`)} || ${json}`;
/** A member whose value is the JSON of a column or expression (`to_json`: strings escaped; SQL null: null). */
const value = (key: string, expression: SQL | Column) =>
  member(key, sql`coalesce(to_json(${expression})::text, 'null')`);
const optional = (condition: SQL, members: SQL[]) =>
  sql`case when ${condition} then concat_ws(',', ${sql.join(members, sql`, `)}) end`;

const contactPreference = oneOf(ideas.contactPreference, CONTACT_PREFERENCES, 'Email');

function creatorInfo(signedIn: boolean, absolutes: boolean): SQL {
  const members = [
    value('displayName', users.displayName),
    value('photoURL', absolute(users.photoURL, absolutes)),
    value('emailVerified', sql`${users.emailVerifiedAt} is not null`),
  ];
  if (signedIn)
    // Signed-in viewers: the email where the creator asked to be emailed (or to the creator), the
    // phone where they asked to be called.
    members.push(
      optional(
        sql`${users.email} <> '' and (${contactPreference} = 'Email' or ${ideas.creatorId} = ${reader.id})`,
        [value('email', users.email)],
      ),
      optional(sql`${contactPreference} = 'Phone' and ${users.phone} <> ''`, [value('phone', users.phone)]),
    );
  // Read here by the idea's key rather than joined by each page's statement: PostgreSQL plans a
  // list's statement at every call, and the join with users was a third of that planning.
  return sql`(select ${object(members)} from ${users} where ${users.id} = ${ideas.creatorId})`;
}

/**
 * Why moderation keeps an idea from the list: for its creator (lists show a viewer the listed
 * ideas and their own, so an admin meets another member's unlisted idea only on its page, shaped
 * by `toIdeaDTO`).
 */
function review(signedIn: boolean): SQL[] {
  if (!signedIn) return [];
  const status = object([
    value('status', ideas.reviewStatus),
    value('reason', sql`case when ${ideas.reviewStatus} = 'rejected' then ${ideas.reviewReason} end`),
    value('hidden', sql`${ideas.hiddenAt} is not null`),
    value('hiddenReason', sql`case when ${ideas.hiddenAt} is not null then ${ideas.hiddenReason} end`),
    value('creatorSuspended', ideas.creatorSuspended),
  ]);
  return [optional(sql`${heldBackIdea} and ${ideas.creatorId} = ${reader.id}`, [member('review', status)])];
}

/** The creator's choice, for the creator only: listed, or archived until they relist it. */
const listingStatus = (signedIn: boolean): SQL[] =>
  signedIn
    ? [
        optional(sql`${ideas.creatorId} = ${reader.id}`, [
          value('status', sql`case when ${ideas.archivedAt} is null then 'listed' else 'archived' end`),
        ]),
      ]
    : [];

/** The gated texts and photos are left out for everyone but the creator and approved requesters. */
const locked = (signedIn: boolean) =>
  signedIn
    ? sql`(${ideas.requireNDA} and ${reader.access} not in ('owner', 'approved'))`
    : sql`${ideas.requireNDA}`;

/** Whether the signed-in reader saved the idea (record-columns.ts `viewerWatching`). */
const watching = sql`exists (select 1 from ${ideaWatches} where ${ideaWatches.ideaId} = ${outerIdeaId} and ${ideaWatches.userId} = ${reader.id})`;

/** The members in the order `toIdeaDTO` writes them. */
function shaped(signedIn: boolean, absolutes: boolean): SQL {
  return object([
    value('_id', ideas.id),
    value('title', ideas.title),
    value('teaser', ideas.teaser),
    value('category', ideas.category),
    value('type', oneOf(ideas.type, IDEA_TYPES, 'Product')),
    value('protectionStatus', oneOf(ideas.protectionStatus, PROTECTION_STATUSES, 'None')),
    value('requireNDA', ideas.requireNDA),
    value('desiredPrice', sql`${ideas.desiredPrice}::float8`),
    value('contactPreference', contactPreference),
    value('creator', ideas.creatorId),
    member('creatorInfo', creatorInfo(signedIn, absolutes)),
    value('createdAt', iso(ideas.createdAt)),
    value('updatedAt', iso(ideas.updatedAt)),
    value('ndaLocked', locked(signedIn)),
    value('access', signedIn ? reader.access : sql`'none'::text`),
    ...(signedIn ? [value('watching', watching)] : []),
    ...listingStatus(signedIn),
    ...review(signedIn),
    optional(sql`not ${locked(signedIn)}`, [
      value('problemDescription', ideas.problemDescription),
      value('solutionDescription', ideas.solutionDescription),
      value('additionalNotes', ideas.additionalNotes),
      member('photos', photos(absolutes)),
    ]),
  ]);
}

/**
 * The shape for one kind of reader, rendered once to SQL text: `select <json> from <reader>`,
 * where the reader relation holds the viewer's id, the base of
 * addresses and (signed in) their access, from their latest access request to the idea.
 */
function renderShape(signedIn: boolean, absolutes: boolean): string {
  const access = sql`(select case when ${ideas.creatorId} = params.viewer_id then 'owner' else coalesce(nullif(${viewerRequest(sql.raw('params.viewer_id'))}, 'withdrawn'), 'none') end as access) reader_access`;
  const from = signedIn
    ? sql`(select * from (select $1::text as viewer_id, $2::text as base) params, lateral ${access}) reader`
    : sql`(select $2::text as base) reader`;
  const query = new PgDialect().sqlToQuery(sql`select ${shaped(signedIn, absolutes)} from ${from}`);
  if (query.params.length) throw new Error('The idea shape must render without parameters');
  return query.sql;
}

const shapes = new Map<string, string>();

/** The rendered shape of a kind of reader, kept for the life of the process. */
function shapeText(signedIn: boolean, absolutes: boolean): string {
  const key = `${signedIn} ${absolutes}`;
  let text = shapes.get(key);
  if (text === undefined) shapes.set(key, (text = renderShape(signedIn, absolutes)));
  return text;
}

/**
 * SQL (text): the JSON of the idea of the row of `ideas` (its creator read by its key) for
 * `viewer` (null: anonymous). Only the reader's two values are parameters: the rest is one
 * text per kind of reader, which the query builder passes through as it is.
 */
export function ideaJson(viewer: JsonViewer | null, base: PhotoBase): SQL<string> {
  return ideaJsonFor({ signedIn: viewer !== null, absolutes: base !== '' }, viewer?.id ?? null, base);
}

/**
 * `ideaJson` for a kind of reader, the viewer's id and the base given as values or as the
 * placeholders of a statement built once per kind (list-paging.ts).
 */
export function ideaJsonFor(
  kind: { signedIn: boolean; absolutes: boolean },
  viewerId: unknown,
  base: unknown,
): SQL<string> {
  const values = [viewerId, base];
  const parts = shapeText(kind.signedIn, kind.absolutes).split(/\$([12])/);
  return sql<string>`(${sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql``,
  )})`;
}
