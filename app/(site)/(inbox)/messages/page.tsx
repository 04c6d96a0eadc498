import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { EmptyState } from '@/components/ui/empty-state';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

/** The inbox (in the layout); on wide screens this pane waits for a thread to be chosen. */
export default async function MessagesPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/messages'));
  return (
    <EmptyState className="flex min-h-64 items-center justify-center">
      <p>Choose a conversation to read it here.</p>
    </EmptyState>
  );
}
