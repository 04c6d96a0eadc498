import 'server-only';
/**
 * Splits the original app's export files into records that remember the line they start on, so
 * every report can point at the line of the record it is about. Handles a JSON array (pretty or
 * not), one document per line (`mongoexport`'s default), pretty documents one after another, and
 * objects keyed by id (Firestore exports).
 */

/** A problem with a whole file (not one record), with the line it was found on. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file} line ${line}: ${message}`);
  }
}

/** An export file as given to the import: its name (which reports cite) and its text. */
export interface SourceFile {
  name: string;
  text: string;
}

/** One value of the file, not parsed yet. `key` is its member name in an object keyed by id. */
export interface RawRecord {
  line: number;
  text: string;
  key?: string;
}

class Scanner {
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly file: string,
    readonly text: string,
    private readonly firstLine = 1,
  ) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  lineAt(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + this.firstLine;
  }

  fail(offset: number, message: string): never {
    throw new ImportFileError(this.file, this.lineAt(Math.min(offset, this.text.length)), message);
  }

  skipSpace(i: number): number {
    while (i < this.text.length && /\s/.test(this.text[i]!)) i++;
    return i;
  }

  /** Index just past the string that opens at `i`. */
  skipString(i: number): number {
    for (let j = i + 1; j < this.text.length; j++) {
      const c = this.text[j];
      if (c === '\\') j++;
      else if (c === '"') return j + 1;
    }
    return this.fail(i, 'a string is not closed');
  }

  /** Index just past the JSON value that starts at `i` (its content is checked later, by the parser). */
  skipValue(i: number): number {
    const c = this.text[i];
    if (c === '"') return this.skipString(i);
    if (c === '{' || c === '[') {
      const stack: string[] = [];
      for (let j = i; j < this.text.length; j++) {
        const ch = this.text[j]!;
        if (ch === '"') j = this.skipString(j) - 1;
        else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
        else if (ch === '}' || ch === ']') {
          if (stack.pop() !== ch) this.fail(j, `unexpected "${ch}"`);
          if (stack.length === 0) return j + 1;
        }
      }
      return this.fail(i, `this ${c === '{' ? 'object' : 'array'} is not closed`);
    }
    let j = i;
    while (j < this.text.length && !/[\s,\]}]/.test(this.text[j]!)) j++;
    if (j === i) this.fail(i, `unexpected "${c ?? 'end of file'}"`);
    return j;
  }

  /** The values one after another at the top of the file. */
  topLevel(): RawRecord[] {
    const records: RawRecord[] = [];
    let i = this.skipSpace(0);
    while (i < this.text.length) {
      const end = this.skipValue(i);
      records.push({ line: this.lineAt(i), text: this.text.slice(i, end) });
      i = this.skipSpace(end);
      // Some tools separate documents with commas even outside an array.
      if (this.text[i] === ',') i = this.skipSpace(i + 1);
    }
    return records;
  }

  /** The elements of the array, or the members of the object, that starts at `start`. */
  entries(start: number): RawRecord[] {
    const open = this.text[start];
    const close = open === '[' ? ']' : '}';
    const records: RawRecord[] = [];
    let i = this.skipSpace(start + 1);
    if (this.text[i] === close) return records;
    for (;;) {
      let key: string | undefined;
      if (open === '{') {
        if (this.text[i] !== '"') this.fail(i, 'expected a member name');
        const keyEnd = this.skipString(i);
        key = JSON.parse(this.text.slice(i, keyEnd)) as string;
        i = this.skipSpace(keyEnd);
        if (this.text[i] !== ':') this.fail(i, 'expected ":"');
        i = this.skipSpace(i + 1);
      }
      const end = this.skipValue(i);
      records.push({ line: this.lineAt(i), text: this.text.slice(i, end), key });
      i = this.skipSpace(end);
      if (this.text[i] === ',') {
        i = this.skipSpace(i + 1);
        continue;
      }
      if (this.text[i] === close) return records;
      this.fail(i, `expected "," or "${close}"`);
    }
  }
}

/**
 * The records of a file: the elements of a top-level array, else each document of a
 * one-document-per-line file (a broken line is its own record, reported when parsed), else each
 * value of a file of pretty-printed documents.
 */
export function splitRecords(file: string, content: string): RawRecord[] {
  const text = content.replace(/^\uFEFF/, '');
  const first = text.search(/\S/);
  if (first === -1) return [];
  const scanner = new Scanner(file, text);
  if (text[first] === '[') {
    const after = scanner.skipSpace(scanner.skipValue(first));
    if (after < text.length) scanner.fail(after, 'more data after the array');
    return scanner.entries(first);
  }
  const lines = text.split('\n');
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  if (isCompleteJson(lines[firstLine]!)) {
    return lines.flatMap((line, index) => (line.trim() ? [{ line: index + 1, text: line.trim() }] : []));
  }
  return scanner.topLevel();
}

/** The members of an object record (e.g. a Firestore export keyed by uid), each with its own line. */
export function splitMembers(file: string, record: RawRecord): RawRecord[] {
  const scanner = new Scanner(file, record.text, record.line);
  const start = scanner.skipSpace(0);
  if (record.text[start] !== '{' && record.text[start] !== '[')
    scanner.fail(start, 'expected an object or an array');
  return scanner.entries(start);
}

function isCompleteJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
