import 'server-only';
import { InvalidError, zodFieldErrors } from '@/lib/core/errors';
import { IDEA_LIST_PARAMS, ideaListQuerySchema, type IdeaListQuery } from '@/lib/validation/idea';

export type { IdeaListQuery };

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function entries(input: QueryInput): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value]);
  if (input instanceof URLSearchParams) {
    input.forEach((value, key) => add(key, value));
  } else {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) add(key, v);
    }
  }
  return map;
}

export type IdeaListQueryResult =
  { ok: true; query: IdeaListQuery } | { ok: false; errors: Record<string, string> };

/**
 * Reads the list parameters of `GET /api/ideas` and of the /ideas page. Empty values mean "not
 * given"; other parameters are ignored; a malformed value is reported under the parameter's name.
 */
export function readIdeaListQuery(searchParams: QueryInput): IdeaListQueryResult {
  const given = entries(searchParams);
  const raw: Record<string, string> = {};
  for (const name of IDEA_LIST_PARAMS) {
    // NUL characters cannot be stored or searched by PostgreSQL: they never mean anything here.
    const values = (given.get(name) ?? []).map((v) => v.replaceAll('\0', '')).filter((v) => v.trim() !== '');
    if (values.length > 1 && new Set(values).size > 1)
      return { ok: false, errors: { [name]: `${name} must be given once` } };
    if (values[0] !== undefined) raw[name] = values[0];
  }
  const result = ideaListQuerySchema.safeParse(raw);
  return result.success
    ? { ok: true, query: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}

/** `readIdeaListQuery` for the API: a malformed value is a 400 naming the parameter. */
export function parseIdeaListQuery(searchParams: QueryInput): IdeaListQuery {
  const result = readIdeaListQuery(searchParams);
  if (!result.ok) throw new InvalidError(Object.values(result.errors)[0] ?? 'Invalid query', result.errors);
  return result.query;
}
