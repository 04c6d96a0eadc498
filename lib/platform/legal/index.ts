import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import { z } from 'zod';
import type { LegalDocumentKind } from './shared';

export { LEGAL_DOCUMENTS, type LegalDocumentKind } from './shared';

/**
 * The Terms and the Privacy Policy are Markdown files in `content/`, edited like code and shipped
 * with a deploy. Their front matter names the version a member accepts at registration.
 */
const frontMatterSchema = z.object({
  title: z.string().min(1),
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'version must be a date (YYYY-MM-DD)'),
});

export interface LegalDocument {
  kind: LegalDocumentKind;
  title: string;
  /** The date of the text in force, YYYY-MM-DD. */
  version: string;
  /** The body as HTML. */
  html: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `key: value` front matter from the Markdown body; the files use no other YAML. */
export function parseLegalMarkdown(kind: LegalDocumentKind, source: string): LegalDocument {
  const match = FRONT_MATTER.exec(source);
  const fields = Object.fromEntries(
    (match?.[1] ?? '')
      .split(/\r?\n/)
      .map((line) => /^(\w+):\s*(.*?)\s*$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]!.replace(/^(['"])(.*)\1$/, '$2')]),
  );
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success)
    throw new Error(`content/${kind}.md: front matter needs a title and a version (YYYY-MM-DD)`);
  const body = source.slice(match?.[0].length ?? 0);
  // Our own files from the repository, not member input: marked's HTML is trusted as it is.
  const html = marked.parse(body, { async: false, gfm: true });
  return { kind, ...parsed.data, html };
}

const loaded = new Map<LegalDocumentKind, Promise<LegalDocument>>();

/** The document in force; read once per process (a changed text ships with a deploy). */
export function legalDocument(kind: LegalDocumentKind): Promise<LegalDocument> {
  let document = loaded.get(kind);
  if (!document) {
    document = readFile(path.join(process.cwd(), 'content', `${kind}.md`), 'utf8').then((source) =>
      parseLegalMarkdown(kind, source),
    );
    // A failed read is tried again next time rather than remembered.
    void document.catch(() => loaded.delete(kind));
    loaded.set(kind, document);
  }
  return document;
}

/** What a member accepts when ticking 'I agree to the Terms and the Privacy Policy'. */
export interface TermsAcceptance {
  termsVersion: string;
  privacyVersion: string;
  termsAcceptedAt: Date;
}

/** The versions in force now, stamped with the time of acceptance: the columns of the user row. */
export async function currentTermsAcceptance(at = new Date()): Promise<TermsAcceptance> {
  const [terms, privacy] = await Promise.all([legalDocument('terms'), legalDocument('privacy')]);
  return { termsVersion: terms.version, privacyVersion: privacy.version, termsAcceptedAt: at };
}
