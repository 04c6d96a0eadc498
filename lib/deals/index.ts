import 'server-only';

/**
 * Deals: what happens between a buyer and a creator. NDA access requests and decisions, the signed
 * NDA, and conversations with their messages, blocks and digests.
 */
export {
  type AccessAction,
  decideAccess,
  getIdeaNda,
  listRequests,
  requestAccess,
  setIdeaNda,
  signedNdaPdf,
  standardNda,
} from './access';
export {
  blockUser,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  MESSAGING_MESSAGES,
  sendMessage,
  startConversation,
  unblockUser,
} from './messages';
