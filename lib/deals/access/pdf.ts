import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import type { Viewer } from '@/models';
import { findSignedRequest } from './request-records';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const SIZE = 10;
const LEADING = 14;

/**
 * DejaVu Sans (package dejavu-fonts-ttf): one font for the Latin, Greek, Cyrillic, Armenian,
 * Georgian, Hebrew and Arabic names and texts members sign with, embedded as a subset. Read from
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
 * failing the document; `onMissing` hears of each. The record's hash covers the exact text.
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

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * The signed NDA of an access request as a PDF, for its two parties only (404 for anyone else):
 * the parties, the idea, when and from where it was signed, the version and SHA-256 of the text,
 * the history, then the exact text signed.
 */
export async function signedNdaPdf(
  viewer: Viewer,
  requestId: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const signed = await findSignedRequest(viewer, requestId);
  const doc = await PDFDocument.create();
  doc.setTitle(`Signed NDA: ${signed.ideaTitle}`);
  doc.setSubject(`NDA ${signed.ndaVersion}, SHA-256 ${signed.ndaHash}`);
  doc.setProducer('Ideas Marketplace');
  doc.setCreationDate(signed.createdAt);
  doc.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const width = PAGE.width - 2 * MARGIN;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const line = (text: string, font = regular, size = SIZE) => {
    if (y < MARGIN + LEADING) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    page.drawText(text, { x: MARGIN, y, size, font });
    y -= size > SIZE ? size + 6 : LEADING;
  };
  let missing = false;
  const paragraph = (text: string, font = regular, size = SIZE) => {
    for (const part of drawable(font, text, () => (missing = true)).split('\n')) {
      for (const l of wrap(font, part, width, size)) line(l, font, size);
    }
  };
  const gap = () => (y -= LEADING / 2);

  paragraph('Signed Non-Disclosure Agreement', bold, 16);
  gap();
  paragraph(`Idea: ${signed.ideaTitle}`, bold);
  paragraph(`Idea id: ${signed.ideaId}`);
  paragraph(`Disclosing party (creator): ${signed.creatorName} (user ${signed.creatorId})`);
  paragraph(`Recipient, as typed: ${signed.fullName} (user ${signed.requesterName}, ${signed.requesterId})`);
  paragraph(`Signed: ${utc(signed.createdAt)}`);
  paragraph(`From address: ${signed.ip || 'unknown'}`);
  paragraph(`User agent: ${signed.userAgent || 'unknown'}`);
  paragraph(
    `NDA version: ${signed.ndaVersion}${signed.ndaCustom ? " (the creator's own text)" : ' (platform standard)'}`,
  );
  line(`SHA-256: ${signed.ndaHash}`);
  paragraph(`Request ${signed.id}, status: ${signed.status}`);
  gap();
  paragraph('History', bold);
  for (const event of signed.request.history) {
    paragraph(
      `${event.at.replace('T', ' ').slice(0, 19)} UTC  ${event.status}${event.reason ? ` (${event.reason})` : ''}`,
    );
  }
  gap();
  paragraph('Text signed', bold);
  gap();
  for (const para of signed.ndaText.split(/\n{2,}/)) {
    paragraph(para);
    gap();
  }
  if (missing)
    paragraph(
      'Characters this document’s font cannot draw are shown as “?”. The SHA-256 above covers the exact text signed.',
    );
  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, filename: `nda-${signed.id}.pdf` };
}
