import 'server-only';
import { siteUrl } from '@/lib/core/config';
import { textDocument, utc } from '@/lib/platform/pdf';
import type { Receipt } from '@/lib/validation/receipts';

const price = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/**
 * A receipt as a PDF: what it proves, the content it covers, its hashes, time, key and signature,
 * and how anyone can check it. The JSON receipt is what verifies; this page is for reading.
 */
export async function receiptPdf(
  receipt: Receipt,
  ideaTitle: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const doc = await textDocument({
    title: `Authorship receipt: ${ideaTitle}, revision ${receipt.revision}`,
    subject: `Receipt ${receipt.seq}, SHA-256 ${receipt.hash}`,
    created: new Date(receipt.createdAt),
  });
  const { paragraph, gap } = doc;
  const site = siteUrl();
  doc.heading('Authorship receipt');
  paragraph(
    `This receipt proves that the content below was listed on ${site} as revision ${receipt.revision} of idea ${receipt.ideaId} no later than ${utc(new Date(receipt.createdAt))}.`,
  );
  gap();
  paragraph('Receipt', { bold: true });
  paragraph(`Position in the platform's chain: ${receipt.seq}`);
  paragraph(`Idea id: ${receipt.ideaId}`);
  paragraph(`Revision: ${receipt.revision}`);
  paragraph(`Issued: ${receipt.createdAt}`);
  paragraph(`Content SHA-256: ${receipt.contentHash}`);
  paragraph(`Previous receipt SHA-256: ${receipt.prevHash}`);
  paragraph(`Receipt SHA-256: ${receipt.hash}`);
  paragraph(`Key id: ${receipt.keyId} (Ed25519)`);
  paragraph(`Signature (base64url): ${receipt.signature}`);
  gap();
  const content = receipt.content;
  if (content) {
    paragraph('Content', { bold: true });
    paragraph(`Title: ${content.title}`);
    paragraph(`Category: ${content.category}`);
    paragraph(`Type: ${content.type}`);
    paragraph(`Desired price: ${price(content.desiredPrice)}`);
    paragraph(`Protection status: ${content.protectionStatus}`);
    paragraph(`Requires an NDA: ${content.requireNDA ? 'yes' : 'no'}`);
    if (content.teaser) {
      gap();
      paragraph('Public teaser', { bold: true });
      paragraph(content.teaser);
    }
    gap();
    paragraph('Problem', { bold: true });
    paragraph(content.problemDescription);
    gap();
    paragraph('Solution', { bold: true });
    paragraph(content.solutionDescription);
    if (content.additionalNotes) {
      gap();
      paragraph('Additional notes', { bold: true });
      paragraph(content.additionalNotes);
    }
    gap();
    paragraph('Photos (SHA-256 of each file)', { bold: true });
    if (!content.photos.length) paragraph('None');
    for (const [index, hash] of content.photos.entries()) paragraph(`${index + 1}. ${hash}`);
    if (content.documents?.length) {
      gap();
      paragraph('Documents shared under NDA (SHA-256 of each file)', { bold: true });
      for (const [index, document] of content.documents.entries())
        paragraph(
          `${index + 1}. ${document.name} (${document.size.toLocaleString('en-US')} bytes): ${document.sha256}`,
        );
    }
    gap();
  }
  paragraph('How to verify', { bold: true });
  paragraph(
    `1. Download the receipt as JSON beside this PDF, and the platform's public keys from ${site}/.well-known/receipt-keys.json.`,
  );
  paragraph(
    "2. Offline: npm run receipts:verify receipt.json -- --keys receipt-keys.json (from the project's source). It checks that the receipt hash is the SHA-256 of the receipt's canonical JSON (RFC 8785) without hash, signature and content, that the Ed25519 signature over the same bytes is valid for the key id, and that the content's canonical JSON hashes to the content hash.",
  );
  paragraph(
    `3. Online: POST the JSON as {"receipt": …} to ${site}/api/receipts/verify; it also checks that the receipt is in the platform's chain and follows the receipt before it.`,
  );
  if (doc.missingGlyphs)
    paragraph(
      'Characters this document’s font cannot draw are shown as “?”. The hashes cover the exact text, as in the JSON receipt.',
    );
  return { bytes: await doc.save(), filename: `receipt-${receipt.ideaId}-r${receipt.revision}.pdf` };
}
