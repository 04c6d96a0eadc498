import 'server-only';
export {
  blockUser,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  postIntroMessage,
  MESSAGING_MESSAGES,
  sendMessage,
  startConversation,
  unblockUser,
  unreadMessageCount,
  type SendContext,
} from './conversations';
export { publishMessage } from './events';
export { canMessageCreator, type MessagingIdea } from './access';
export { MESSAGE_DIGEST_JOB, messageDigestJob, queueMessageDigest } from './digest';
export { DELETED_USER } from './queries';
