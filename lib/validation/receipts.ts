import { z } from 'zod';

/** A SHA-256 digest as 64 lowercase hexadecimal characters. */
export const sha256HexSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 digest (64 hex characters)');

/**
 * An idea's content as a receipt covers it: the texts and settings a buyer reads, and each photo
 * by the SHA-256 of its file. Its canonical JSON (RFC 8785) is what the content hash is taken of.
 */
export const receiptContentSchema = z
  .object({
    title: z.string(),
    category: z.string(),
    type: z.string(),
    problemDescription: z.string(),
    solutionDescription: z.string(),
    additionalNotes: z.string(),
    protectionStatus: z.string(),
    requireNDA: z.boolean(),
    desiredPrice: z.number(),
    photos: z.array(sha256HexSchema),
    /** The public teaser; absent when the idea has none (so receipts issued before teasers keep their hashes). */
    teaser: z.string().optional(),
    /** The data room's documents by name, size and SHA-256; absent when it holds none. */
    documents: z
      .array(z.object({ name: z.string(), size: z.number().int(), sha256: sha256HexSchema }))
      .optional(),
  })
  .meta({ id: 'ReceiptContent' });

export type ReceiptContent = z.infer<typeof receiptContentSchema>;

/** The fields a receipt's signature and hash cover. */
export const receiptStatementSchema = z.object({
  version: z.literal(1),
  seq: z.number().int().positive(),
  ideaId: z.string().min(1),
  revision: z.number().int().positive(),
  contentHash: sha256HexSchema,
  prevHash: sha256HexSchema,
  createdAt: z.iso.datetime(),
  keyId: z.string().min(1),
});

export type ReceiptStatement = z.infer<typeof receiptStatementSchema>;

/** A receipt as it is downloaded and verified: the statement, its hash and signature, maybe the content. */
export const receiptSchema = receiptStatementSchema
  .extend({
    hash: sha256HexSchema,
    signature: z.string().regex(/^[A-Za-z0-9_-]+$/, 'Expected a base64url signature'),
    content: receiptContentSchema.optional(),
  })
  .meta({ id: 'Receipt' });

export type Receipt = z.infer<typeof receiptSchema>;

/** One public key of the receipts' JWK set. */
export const receiptKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  use: z.literal('sig').optional(),
  alg: z.literal('EdDSA').optional(),
});

export const receiptKeySetSchema = z
  .object({ keys: z.array(receiptKeySchema) })
  .meta({ id: 'ReceiptKeySet' });
export type ReceiptKeySet = z.infer<typeof receiptKeySetSchema>;

/** POST /api/receipts/verify: a receipt (or a run of consecutive receipts), and optionally the content. */
export const receiptVerifyInputSchema = z
  .object({
    receipt: z.union([z.unknown(), z.array(z.unknown())]),
    content: z.unknown().optional(),
  })
  .meta({ id: 'ReceiptVerifyInput' });

export const receiptVerifyReplySchema = z
  .object({
    success: z.literal(true),
    valid: z.boolean(),
    reasons: z.array(z.string()),
  })
  .meta({ id: 'ReceiptVerifyReply' });

export const receiptSummarySchema = receiptSchema.pick({
  revision: true,
  contentHash: true,
  prevHash: true,
  createdAt: true,
  keyId: true,
  signature: true,
});

export const ideaReceiptsReplySchema = z
  .object({
    success: z.literal(true),
    receipts: z.array(receiptSummarySchema.extend({ seq: z.number().int(), hash: sha256HexSchema })),
  })
  .meta({ id: 'IdeaReceiptsReply' });
