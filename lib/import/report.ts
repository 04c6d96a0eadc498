import 'server-only';
/** Where a record came from: the file, the line it starts on and its id when it has one. */
export interface RecordRef {
  file: string;
  line: number;
  id?: string;
}

/** Something said about one record: why it was skipped, or what was done that the operator should know. */
export interface Finding extends RecordRef {
  message: string;
}

export interface Tally {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: Finding[];
}

export interface ImportReport {
  dryRun: boolean;
  users: Tally;
  /** Google sign-ins attached to imported users (from the auth export's providerUserInfo). */
  googleLinks: { linked: number; unchanged: number };
  ideas: Tally;
  /** Records imported with a remark (e.g. an unknown category imported as Other). */
  notes: Finding[];
  seconds: number;
}

export const emptyTally = (): Tally => ({ imported: 0, updated: 0, unchanged: 0, skipped: [] });

export function emptyReport(dryRun: boolean): ImportReport {
  return {
    dryRun,
    users: emptyTally(),
    googleLinks: { linked: 0, unchanged: 0 },
    ideas: emptyTally(),
    notes: [],
    seconds: 0,
  };
}

const where = (f: RecordRef) => `${f.file} line ${f.line}${f.id ? ` (${f.id})` : ''}`;

const MAX_NOTES_PRINTED = 200;

/** The report as the CLI prints it: counts, every skipped record with its reason, then the notes. */
export function formatReport(report: ImportReport): string {
  const verb = report.dryRun ? 'would be ' : '';
  const tally = (name: string, t: Tally) =>
    `${name}: ${t.imported} ${verb}imported, ${t.updated} ${verb}updated, ${t.unchanged} unchanged, ${t.skipped.length} skipped`;
  const lines = [
    report.dryRun ? 'Dry run: nothing was written.' : 'Import finished.',
    tally('users', report.users),
    `  Google sign-ins: ${report.googleLinks.linked} ${verb}linked, ${report.googleLinks.unchanged} already linked`,
    tally('ideas', report.ideas),
  ];
  const skipped = [...report.users.skipped, ...report.ideas.skipped];
  if (skipped.length) {
    lines.push('', `Skipped (${skipped.length}):`);
    for (const s of skipped) lines.push(`  ${where(s)}: ${s.message}`);
  }
  if (report.notes.length) {
    lines.push('', `Notes (${report.notes.length}):`);
    for (const n of report.notes.slice(0, MAX_NOTES_PRINTED)) lines.push(`  ${where(n)}: ${n.message}`);
    if (report.notes.length > MAX_NOTES_PRINTED)
      lines.push(`  … and ${report.notes.length - MAX_NOTES_PRINTED} more`);
  }
  lines.push('', `Took ${report.seconds.toFixed(1)} s.`);
  return lines.join('\n');
}
