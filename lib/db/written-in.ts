/**
 * A statement's parameters written into its text as SQL literals, for the statements PostgreSQL
 * plans for their values at every call (PLANNED_PER_CALL). postgres.js sends an unnamed statement
 * with parameters in two round trips: it parses and describes it, waits for the parameters'
 * types, then binds and runs it, and holds the connection meanwhile. Without parameters it goes
 * in one message and one round trip. PostgreSQL plans it for the same values either way.
 *
 * Each value becomes the literal that PostgreSQL reads as the parameter postgres.js would have
 * sent: a string or a number as a quoted literal of unknown type (postgres.js sends them untyped,
 * so the context types them alike), a boolean as a boolean, an array of strings or numbers as an
 * array literal. Drizzle hands the driver no other kind of value for these statements; any other
 * (a Date, a bigint, an object) leaves the statement with its parameters.
 */

/** A quoted literal: E'' reads backslashes the same whatever standard_conforming_strings says. */
const quoted = (text: string) => `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** An element of an array literal, as postgres.js writes it (double quotes, backslash escapes). */
const arrayElement = (value: unknown): string | null => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

/** The SQL literal of one parameter's value; null for a value it does not write. */
function literalOf(value: unknown): string | null {
  if (value === null) return 'null';
  if (typeof value === 'string') return value.includes('\0') ? null : quoted(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quoted(String(value)) : null;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const elements = value.map(arrayElement);
    if (elements.some((element) => element === null)) return null;
    return quoted(`{${elements.join(',')}}`);
  }
  return null;
}

/**
 * `text` with each placeholder `$n` outside literals, quoted names and comments replaced by the
 * literal of `parameters[n - 1]`; null when some value has no literal or some placeholder no value.
 */
export function writtenIn(text: string, parameters: readonly unknown[]): string | null {
  const literals = parameters.map(literalOf);
  if (literals.some((literal) => literal === null)) return null;
  let out = '';
  let at = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      // A literal or a quoted name: its quote is doubled inside it; E'' strings also escape with \.
      const escapes = c === "'" && /[eE]/.test(text[i - 1] ?? '') && !/[\w$]/.test(text[i - 2] ?? '');
      let j = i + 1;
      for (;;) {
        if (j >= text.length) return null;
        if (escapes && text[j] === '\\') j += 2;
        else if (text[j] === c && text[j + 1] === c) j += 2;
        else if (text[j] === c) break;
        else j += 1;
      }
      i = j + 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 2;
    } else if (c === '$') {
      const placeholder = /^\$(\d+)/.exec(text.slice(i, i + 12));
      const previous = text[i - 1] ?? '';
      if (placeholder && !/[\w$]/.test(previous)) {
        const literal = literals[Number(placeholder[1]) - 1];
        if (literal === undefined) return null;
        out += text.slice(at, i) + literal;
        i += placeholder[0].length;
        at = i;
      } else {
        // A dollar-quoted string ($tag$ … $tag$) is never written by Drizzle: leave such a text as it is.
        const tag = /^\$[A-Za-z_]?\w*\$/.exec(text.slice(i, i + 64));
        if (tag && !/[\w$]/.test(previous)) return null;
        i += 1;
      }
    } else i += 1;
  }
  return out + text.slice(at);
}
