import { listConversationsOperation, startConversationOperation } from '@/lib/operations/conversations';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  GET: listConversationsOperation,
  POST: startConversationOperation,
});
