import 'server-only';
import { textDocument, utc } from '@/lib/platform/pdf';
import type { Viewer } from '@/models';
import { findSignedRequest } from './request-records';

/** The authorship receipt of the idea's revision a requester was approved on. */
export type ApprovedRevision = { revision: number; hash: string } | null;

/**
 * The signed NDA of an access request as a PDF, for its two parties only (404 for anyone else):
 * the parties, the idea, when and from where it was signed, the version and SHA-256 of the text,
 * the history, then the exact text signed.
 */
export async function signedNdaPdf(
  viewer: Viewer,
  requestId: string,
  approvedRevision: (ideaId: string, approvedAt: Date) => Promise<ApprovedRevision> = async () => null,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const signed = await findSignedRequest(viewer, requestId);
  const doc = await textDocument({
    title: `Signed NDA: ${signed.ideaTitle}`,
    subject: `NDA ${signed.ndaVersion}, SHA-256 ${signed.ndaHash}`,
    created: signed.createdAt,
  });
  const { paragraph, gap } = doc;
  const approval = signed.request.history.findLast((event) => event.status === 'approved');
  const receipt = approval ? await approvedRevision(signed.ideaId, new Date(approval.at)) : null;

  doc.heading('Signed Non-Disclosure Agreement');
  gap();
  paragraph(`Idea: ${signed.ideaTitle}`, { bold: true });
  paragraph(`Idea id: ${signed.ideaId}`);
  paragraph(`Disclosing party (creator): ${signed.creatorName} (user ${signed.creatorId})`);
  paragraph(`Recipient, as typed: ${signed.fullName} (user ${signed.requesterName}, ${signed.requesterId})`);
  paragraph(`Signed: ${utc(signed.createdAt)}`);
  paragraph(`From address: ${signed.ip || 'unknown'}`);
  paragraph(`User agent: ${signed.userAgent || 'unknown'}`);
  paragraph(
    `NDA version: ${signed.ndaVersion}${signed.ndaCustom ? " (the creator's own text)" : ' (platform standard)'}`,
  );
  paragraph(`SHA-256: ${signed.ndaHash}`);
  paragraph(`Request ${signed.id}, status: ${signed.status}`);
  if (receipt)
    paragraph(
      `Approved on revision ${receipt.revision} of the idea, authorship receipt SHA-256: ${receipt.hash}`,
    );
  gap();
  paragraph('History', { bold: true });
  for (const event of signed.request.history) {
    paragraph(
      `${event.at.replace('T', ' ').slice(0, 19)} UTC  ${event.status}${event.reason ? ` (${event.reason})` : ''}`,
    );
  }
  gap();
  paragraph('Text signed', { bold: true });
  gap();
  for (const para of signed.ndaText.split(/\n{2,}/)) {
    paragraph(para);
    gap();
  }
  if (doc.missingGlyphs)
    paragraph(
      'Characters this document’s font cannot draw are shown as “?”. The SHA-256 above covers the exact text signed.',
    );
  const bytes = await doc.save();
  return { bytes, filename: `nda-${signed.id}.pdf` };
}
