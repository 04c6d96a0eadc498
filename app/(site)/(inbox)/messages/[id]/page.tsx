import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Thread } from '@/components/messages/thread';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { NotFoundError } from '@/lib/core/errors';
import { getConversation, listMessages } from '@/lib/deals';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

interface Props {
  params: Promise<{ id: string }>;
}

/** One thread of the viewer with its newest messages; anyone else's (or none) is not found. */
export default async function ConversationPage({ params }: Props) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor(`/messages/${encodeURIComponent(id)}`));
  const [conversation, firstPage] = await Promise.all([
    getConversation(viewer, id),
    listMessages(viewer, id),
  ]).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return (
    <Thread key={conversation._id} conversation={conversation} firstPage={firstPage} viewerId={viewer.id} />
  );
}
