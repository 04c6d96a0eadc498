import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DealsBoard } from '@/components/deals/deals-board';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';

export const metadata: Metadata = { title: 'Deals', robots: { index: false } };

/** The deal room: access requests to the viewer's ideas and the viewer's own requests. */
export default async function DealsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/deals'));
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold">Deals</h1>
      <p className="mt-1 text-sm text-slate-600">
        NDA access requests: to your ideas (incoming) and yours to other creators (outgoing).
      </p>
      <DealsBoard />
    </main>
  );
}
