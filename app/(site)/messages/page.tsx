import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

/** The inbox (in the layout); on wide screens this pane waits for a thread to be chosen. */
export default async function MessagesPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/messages'));
  return (
    <div className="flex min-h-64 items-center justify-center rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
      <p>Choose a conversation to read it here.</p>
    </div>
  );
}
