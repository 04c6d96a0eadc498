import type { ReactNode } from 'react';
import { MessagesPanes } from '@/components/messages/messages-panes';
import { getViewer } from '@/lib/http/page-viewer';

/** The inbox beside whichever thread is open; a signed-out visitor gets only the page (which sends them to log in). */
export default async function MessagesLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  if (!viewer) return children;
  return <MessagesPanes viewerId={viewer.id}>{children}</MessagesPanes>;
}
