import 'server-only';
import { z } from 'zod';
import { NotFoundError } from '@/lib/core/errors';
import { failures, idPath, json, reply, secured } from '@/lib/openapi/parts';
import {
  publishedKeys,
  RECEIPT_MESSAGES,
  readableReceipt,
  readableReceipts,
  receiptPdf,
  verifyOnServer,
} from '@/lib/protection';
import {
  ideaReceiptsReplySchema,
  receiptKeySetSchema,
  receiptSchema,
  receiptVerifyInputSchema,
  receiptVerifyReplySchema,
} from '@/lib/validation/receipts';
import { privateAttachment } from './attachment';
import { defineOperation, type Call } from './operation';

/** Authorship receipts (DESIGN.md section 14): an idea's receipts, one as JSON or PDF, verification, the keys. */

type IdeaPath = { id: string };
type RevisionPath = { id: string; revision: string };

const PRIVATE = 'private, no-store';
const ideaId = { path: idPath('id', 'Idea id (24 hex characters)') };
const revisionParams = (suffix: string) => ({
  path: z.object({
    id: z.string().meta({ description: 'Idea id (24 hex characters)' }),
    revision: z.string().meta({ description: `The revision, from 1${suffix}` }),
  }),
});

/** `3` or `3.pdf` → 3; anything else is no revision. */
function revisionOf(param: string): number {
  const match = /^([1-9]\d{0,8})(?:\.pdf)?$/.exec(param);
  if (!match) throw new NotFoundError(RECEIPT_MESSAGES.noSuchRevision);
  return Number(match[1]);
}

const WHO_READS =
  'The creator reads every revision’s receipt; a buyer approved under NDA, the revision they were approved on and the later ones. 403 for other members, 404 for an idea the viewer cannot see.';

export const ideaReceiptsOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/receipts',
  auth: 'member',
  signIn: RECEIPT_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', IdeaPath>) => ({
    receipts: (await readableReceipts(params.id, viewer)).map((row) => ({
      seq: row.seq,
      revision: row.revision,
      contentHash: row.contentHash,
      prevHash: row.prevHash,
      hash: row.hash,
      createdAt: row.createdAt.toISOString(),
      keyId: row.keyId,
      signature: row.signature,
    })),
  }),
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Idea protection'],
    summary: 'The authorship receipts of an idea',
    description: `One receipt per content revision, oldest first. ${WHO_READS}`,
    security: secured,
    requestParams: ideaId,
    responses: { '200': reply('The receipts', ideaReceiptsReplySchema), ...failures(401, 403, 404) },
  },
});

export const ideaReceiptOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/receipts/{revision}',
  auth: 'member',
  signIn: RECEIPT_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', RevisionPath>) =>
    (await readableReceipt(params.id, revisionOf(params.revision), viewer)).receipt,
  respond: (receipt) =>
    privateAttachment(
      JSON.stringify(receipt, null, 2),
      `receipt-${receipt.ideaId}-r${receipt.revision}.json`,
      'application/json; charset=utf-8',
    ),
  docs: {
    tags: ['Idea protection'],
    summary: 'One authorship receipt, as JSON to verify',
    description: `The signed receipt with the content it covers (photos by the SHA-256 of their files), as an attachment. ${WHO_READS}`,
    security: secured,
    requestParams: revisionParams(''),
    responses: {
      '200': { description: 'The receipt', content: json(receiptSchema) },
      ...failures(401, 403, 404),
    },
  },
});

export const ideaReceiptPdfOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/receipts/{revision}.pdf',
  auth: 'member',
  signIn: RECEIPT_MESSAGES.signIn,
  run: async ({ params, viewer }: Call<'member', RevisionPath>) => {
    const { receipt, ideaTitle } = await readableReceipt(params.id, revisionOf(params.revision), viewer);
    return receiptPdf(receipt, ideaTitle);
  },
  respond: ({ bytes, filename }) => privateAttachment(bytes, filename, 'application/pdf'),
  docs: {
    tags: ['Idea protection'],
    summary: 'One authorship receipt, as a PDF to read',
    description: `The content, hashes, time, signature, key id and how to verify. ${WHO_READS}`,
    security: secured,
    requestParams: revisionParams(', followed by .pdf'),
    responses: {
      '200': {
        description: 'The PDF, as an attachment, `Cache-Control: private, no-store`',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...failures(401, 403, 404),
    },
  },
});

export const verifyReceiptOperation = defineOperation({
  method: 'POST',
  path: '/api/receipts/verify',
  auth: 'none',
  body: 'json',
  input: receiptVerifyInputSchema,
  run: ({ input }: Call<'none', Record<string, string>, z.infer<typeof receiptVerifyInputSchema>>) =>
    verifyOnServer(input.receipt, input.content),
  reply: { cacheControl: PRIVATE },
  docs: {
    tags: ['Idea protection'],
    summary: 'Verify an authorship receipt',
    description:
      'Anyone may ask. `receipt`: a receipt as downloaded (or an array of consecutive receipts); `content`: optionally the content it should cover (else the content inside the receipt, if any). Checks the receipt’s hash, its Ed25519 signature with the published key it names, the content’s hash, and that the platform’s chain holds it after the receipt it names. `valid: false` comes with a reason for each failure.',
    requestBody: { required: true, content: json(receiptVerifyInputSchema) },
    responses: { '200': reply('The verdict', receiptVerifyReplySchema), ...failures(400) },
  },
});

export const receiptKeysOperation = defineOperation({
  method: 'GET',
  path: '/api/receipts/keys',
  auth: 'none',
  run: () => publishedKeys(),
  respond: (keys) =>
    new Response(JSON.stringify(keys), {
      headers: { 'content-type': 'application/jwk-set+json', 'cache-control': 'public, max-age=300' },
    }),
  docs: {
    tags: ['Idea protection'],
    summary: 'The public keys receipts are signed with (JWK set)',
    description:
      'Every Ed25519 key ever used, by key id (`kid`, its RFC 7638 thumbprint). Also served at /.well-known/receipt-keys.json.',
    responses: {
      '200': {
        description: 'The JWK set',
        content: { 'application/jwk-set+json': { schema: receiptKeySetSchema } },
      },
    },
  },
});

export const receiptOperations = [
  ideaReceiptsOperation,
  ideaReceiptOperation,
  ideaReceiptPdfOperation,
  verifyReceiptOperation,
  receiptKeysOperation,
];
