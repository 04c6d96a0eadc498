import 'server-only';

/** Idea protection (DESIGN.md section 14): authorship receipts, the view log, watermarks. */
export {
  ideaViewLog,
  ideaViewTotals,
  recordGatedRead,
  recordIdeaView,
  requesterViewSummaries,
  requestViewSummaries,
  viewKey,
  viewLogCsv,
  viewsByViewer,
  VIEW_LOG_MESSAGES,
  type IdeaViewRead,
  type ReadIdea,
  type ViewTotals,
} from './views';
export { watermarkedPhoto, type WatermarkViewer } from './watermark';
export {
  emptyTotals,
  ideaStats,
  myIdeasStats,
  pageVisitor,
  recordPageView,
  STATS_MESSAGES,
  utcDay,
  type Visit,
} from './analytics';
export {
  receiptContent,
  recordNewIdea,
  recordRevision,
  recordMissingReceipts,
  appendReceipts,
  receiptDocument,
} from './receipts';
export { queueMissingReceipts, RECEIPTS_JOB } from './receipt-job';
export { readableReceipt, readableReceipts, revisionAt, RECEIPT_MESSAGES } from './receipt-access';
export { receiptPdf } from './receipt-pdf';
export { auditChain, verifyOnServer, type ChainAudit } from './audit';
export { publishedKeys, publishSigningKey, RECEIPT_KEY_FILE } from './keys';
export { canonicalJson, contentHashOf, GENESIS_HASH, sha256Hex, verifyChain, verifyReceipt } from './verify';
export { serveDocument, type ServedDocument } from './documents';
