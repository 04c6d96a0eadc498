import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DealsBoard } from '@/components/deals/deals-board';
import { dealsHref, readDealsView } from '@/components/deals/deals-query';
import { hasIncomingRequests, listRequests } from '@/lib/deals';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { requestViewSummaries } from '@/lib/protection';

export const metadata: Metadata = { title: 'Deals', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The deal room: access requests to the viewer's ideas and the viewer's own requests. */
export default async function DealsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const asked = readDealsView(query);
  // A value that is not one of the lists (a hand-edited address): the default view.
  if (!asked) redirect(dealsHref(null, null));
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor(dealsHref(asked.role, asked.status)));
  // An address naming the role wins; else the side that has something: a buyer's own requests
  // unless someone asked for access to one of their ideas.
  const role = asked.role ?? ((await hasIncomingRequests(viewer)) ? 'incoming' : 'outgoing');
  const view = { role, status: asked.status };
  const requests = await listRequests(viewer, { role, status: view.status ?? undefined });
  // The creator sees how each approved requester read the idea since (its view log).
  const views = role === 'incoming' ? await requestViewSummaries(viewer, requests) : {};
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold">Deals</h1>
      <p className="mt-1 text-sm text-slate-600">
        NDA access requests: to your ideas (incoming) and yours to other creators (outgoing).
      </p>
      <DealsBoard view={view} requests={requests} views={views} />
    </main>
  );
}
