// The input boundary shared by the HTTP server (server.mjs, request targets) and the API's body
// readers (lib/http): text that PostgreSQL cannot store or that no person typed is refused here,
// before any rule or query sees it. Plain ESM so server.mjs can import it without a build step.

/**
 * True when `text` may enter the application: no NUL character (PostgreSQL text cannot hold it)
 * and no lone UTF-16 surrogate (not a character; it cannot be encoded as UTF-8).
 * @param {string} text
 */
export function isAcceptableText(text) {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * The path (`bio`, `photos.2`, `creatorInfo.name`) of the first string — key or value — in a
 * parsed JSON value or form that is not acceptable text; null when everything is.
 * @param {unknown} value
 * @param {string} [path]
 * @returns {string | null}
 */
export function findUnacceptableText(value, path = '') {
  if (typeof value === 'string') return isAcceptableText(value) ? null : path || 'body';
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnacceptableText(value[index], path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isAcceptableText(key)) return at;
      const found = findUnacceptableText(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The message for a field whose text is refused. @param {string} field */
export const unacceptableTextMessage = (field) =>
  `The field "${field}" contains characters that are not allowed (NUL or invalid Unicode)`;

/** The same, said of the field itself (the `errors` entry). */
export const UNACCEPTABLE_TEXT = 'This contains characters that are not allowed (NUL or invalid Unicode)';

/**
 * Decodes one percent-encoded URL component strictly: null when the encoding is broken (`%ff`,
 * `%c3%28`, a lone `%`) or the decoded text is not acceptable.
 * @param {string} component
 * @param {{ plusIsSpace?: boolean }} [options]
 * @returns {string | null}
 */
export function decodeComponent(component, { plusIsSpace = false } = {}) {
  let decoded;
  try {
    decoded = decodeURIComponent(plusIsSpace ? component.replaceAll('+', ' ') : component);
  } catch {
    return null;
  }
  return isAcceptableText(decoded) ? decoded : null;
}

/**
 * Why an /api path names no route even before routing: a dot segment (`..`, `%2e%2e`), an empty
 * segment or a trailing slash. Routers would resolve them by redirecting or by climbing out of
 * /api to a page; the API answers JSON instead. Null when the path is plain.
 * @param {string} path the path of an /api request target, without its query
 * @returns {{ status: 400 | 404, message: string } | null}
 */
export function apiPathProblem(path) {
  const segments = path.split('/').slice(2);
  for (const [index, segment] of segments.entries()) {
    const decoded = decodeComponent(segment);
    if (decoded === '.' || decoded === '..')
      return { status: 400, message: 'The request path is not valid: it has a "." or ".." segment' };
    if (segment === '')
      return {
        status: 404,
        message:
          index === segments.length - 1
            ? 'There is no API at this address: API addresses do not end with "/"'
            : 'There is no API at this address: it has an empty segment ("//")',
      };
  }
  return null;
}

/** How deep JSON arrays and objects may nest in a request body: far beyond any call of the API. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: JSON arrays and objects may nest at most ${MAX_JSON_DEPTH} levels`;

/**
 * True when the JSON text nests arrays and objects deeper than `max`. A scan without recursion,
 * run before parsing, so no parser, checker or schema ever walks a body thousands of levels deep.
 * @param {string} text
 * @param {number} [max]
 */
export function jsonNestsDeeperThan(text, max = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * Checks a request target (`/api/ideas/%ff?search=x`) before any router decodes it.
 * @param {string} target
 * @returns {{ ok: true } | { ok: false, part: 'path' } | { ok: false, part: 'query', name: string, badQuery: string[] }}
 *   `badQuery` lists the raw `name=value` pairs to drop for pages, which ignore them.
 */
export function checkRequestTarget(target) {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  for (const segment of path.split('/')) {
    if (decodeComponent(segment) === null) return { ok: false, part: 'path' };
  }
  /** @type {string[]} */
  const badQuery = [];
  let firstBad = '';
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const name = decodeComponent(rawName, { plusIsSpace: true });
    if (name === null || decodeComponent(rawValue, { plusIsSpace: true }) === null) {
      badQuery.push(pair);
      firstBad ||= name ?? 'query';
    }
  }
  if (badQuery.length) return { ok: false, part: 'query', name: firstBad, badQuery };
  return { ok: true };
}
