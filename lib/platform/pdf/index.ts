import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { degrees, EncryptedPDFError, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const SIZE = 10;
const LEADING = 14;

/**
 * DejaVu Sans (package dejavu-fonts-ttf): one font for the Latin, Greek, Cyrillic, Armenian,
 * Georgian, Hebrew and Arabic names and texts members write, embedded as a subset. Read from
 * the installed package at run time (a font file is no module to bundle), once per process.
 */
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
} as const;
let fontBytes: Promise<Record<keyof typeof FONT_FILES, Buffer>> | undefined;

function loadFonts() {
  fontBytes ??= (async () => {
    const dir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
    const [regular, bold] = await Promise.all([
      readFile(path.join(dir, FONT_FILES.regular)),
      readFile(path.join(dir, FONT_FILES.bold)),
    ]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

const glyphSets = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` with the characters the font has no glyph for (CJK, emoji…) drawn as '?' rather than
 * failing the document; `onMissing` hears of each.
 */
function drawable(font: PDFFont, text: string, onMissing: () => void): string {
  let glyphs = glyphSets.get(font);
  if (!glyphs) glyphSets.set(font, (glyphs = new Set(font.getCharacterSet())));
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) {
    if (char === '\n' || glyphs.has(char.codePointAt(0)!)) out += char;
    else {
      out += '?';
      onMissing();
    }
  }
  return out;
}

/** Splits a paragraph into lines that fit `width` (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, width: number, size = SIZE): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/ +/)) {
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      if (line) lines.push(line);
      lines.push(rest.slice(0, cut));
      line = '';
      rest = rest.slice(cut);
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (fits(candidate)) line = candidate;
    else {
      lines.push(line);
      line = rest;
    }
  }
  lines.push(line);
  return lines;
}

export const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** A text document written top to bottom on A4 pages, paragraphs wrapped, pages added as needed. */
export interface TextDocument {
  /** A heading (bold, larger). */
  heading(text: string): void;
  /** A paragraph, wrapped; `bold` for a label. Newlines start new lines. */
  paragraph(text: string, options?: { bold?: boolean }): void;
  /** Half a line of space. */
  gap(): void;
  /** True when a character could not be drawn and was written as '?'. */
  readonly missingGlyphs: boolean;
  save(): Promise<Uint8Array>;
}

export async function textDocument(meta: {
  title: string;
  subject: string;
  created: Date;
}): Promise<TextDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setProducer('Ideas Marketplace');
  doc.setCreationDate(meta.created);
  doc.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  let missing = false;

  const line = (text: string, font: PDFFont, size: number) => {
    if (y < MARGIN + LEADING) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    page.drawText(text, { x: MARGIN, y, size, font });
    y -= size > SIZE ? size + 6 : LEADING;
  };
  const write = (text: string, font: PDFFont, size: number) => {
    for (const part of drawable(font, text, () => (missing = true)).split('\n')) {
      for (const l of wrap(font, part, width, size)) line(l, font, size);
    }
  };
  return {
    heading: (text) => write(text, bold, 16),
    paragraph: (text, options) => write(text, options?.bold ? bold : regular, SIZE),
    gap: () => (y -= LEADING / 2),
    get missingGlyphs() {
      return missing;
    },
    save: () => doc.save({ useObjectStreams: false }),
  };
}

/** Why a PDF cannot be stamped: it needs a password, or it does not parse; null when it can. */
export async function checkPdf(bytes: Uint8Array): Promise<'encrypted' | 'unreadable' | null> {
  try {
    await PDFDocument.load(bytes, { updateMetadata: false });
    return null;
  } catch (error) {
    return error instanceof EncryptedPDFError ? 'encrypted' : 'unreadable';
  }
}

/**
 * The watermark's pattern: `lines` light grey, turned, repeated over an A4 page, so that no crop of
 * a page leaves them out. One page, placed on every page of a stamped document as one object.
 */
async function stampPattern(lines: string[]): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont((await loadFonts()).bold, { subset: true });
  const texts = lines.map((text) => drawable(font, text, () => undefined));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const size = 18;
  const textWidth = Math.max(...texts.map((text) => font.widthOfTextAtSize(text, size)));
  const stepX = textWidth + size * 3;
  const stepY = size * (texts.length + 4);
  for (let y = -PAGE.width / 2; y < PAGE.height; y += stepY) {
    for (let x = -textWidth; x < PAGE.width; x += stepX) {
      texts.forEach((text, index) =>
        page.drawText(text, {
          x: x + index * size * 0.6,
          y: y - index * size * 1.25,
          size,
          font,
          color: rgb(0.45, 0.45, 0.45),
          opacity: 0.28,
          rotate: degrees(28),
        }),
      );
    }
  }
  return doc;
}

/**
 * `bytes` with `lines` written across every page (the pattern above, scaled to cover each page's
 * crop box: one drawing a page, whatever its length); `subject` joins the document's metadata.
 */
export async function stampPdf(bytes: Uint8Array, lines: string[], subject: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.setSubject(subject);
  // Saved first: the pattern's font subset (and the map that keeps its text readable) is written then.
  const [pattern] = await doc.embedPdf(await (await stampPattern(lines)).save(), [0]);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    const scale = Math.max(box.width / PAGE.width, box.height / PAGE.height);
    page.drawPage(pattern!, { x: box.x, y: box.y, xScale: scale, yScale: scale });
  }
  return doc.save();
}
