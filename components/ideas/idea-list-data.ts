import 'server-only';
import { getViewer } from '@/lib/http/page-viewer';
import { listIdeas, type IdeaListView } from '@/lib/ideas';
import { anonymousIdeaList } from '@/lib/cache';
import { myIdeasStats } from '@/lib/protection';

/**
 * The ideas one list view shows to whoever asks. My ideas and searches depend on the viewer (a
 * search matches gated text only for who may read it) and are read per viewer; every other view
 * is the same for everyone and comes from the cache. `signInNeeded`: My Ideas with nobody signed in.
 */
export async function ideaListData(listView: IdeaListView) {
  const perViewer = listView.mode === 'mine' || Boolean(listView.query.search);
  const viewer = perViewer ? await getViewer() : null;
  if (listView.mode === 'mine' && !viewer) return { signInNeeded: true as const };
  const [page, stats] = await Promise.all([
    perViewer ? listIdeas(listView.query, viewer) : anonymousIdeaList(listView.query),
    // My Ideas shows each idea's last 30 days (one statement for all of them).
    listView.mode === 'mine' && viewer ? myIdeasStats(viewer) : null,
  ]);
  return { signInNeeded: false as const, page, stats: stats ? Object.fromEntries(stats) : undefined };
}
