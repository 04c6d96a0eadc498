import 'server-only';

/**
 * Deals: what happens between a buyer and a creator. NDA access requests and decisions, the signed
 * NDA, and conversations with their messages, blocks and digests.
 */
export * from './access';
export * from './messages';
