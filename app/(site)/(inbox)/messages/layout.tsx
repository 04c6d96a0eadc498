import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { MessagesPanes } from '@/components/messages/messages-panes';
import { logger } from '@/lib/core/log';
import { listConversations } from '@/lib/deals';
import { getViewer } from '@/lib/http/page-viewer';

/**
 * The inbox, rendered with its threads, beside whichever thread is open; a signed-out visitor gets
 * only the page (which sends them to log in). A list that cannot be read leaves the threads
 * readable: the inbox says so and offers to try again.
 */
export default async function MessagesLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  if (!viewer) return children;
  const threads = await listConversations(viewer).then(
    ({ conversations }) => conversations,
    (error: unknown) => {
      unstable_rethrow(error);
      logger.error({ err: error }, 'could not list the conversations for the inbox');
      return null;
    },
  );
  return (
    <MessagesPanes viewerId={viewer.id} threads={threads}>
      {children}
    </MessagesPanes>
  );
}
