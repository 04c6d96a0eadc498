import { EmptyState } from '@/components/ui/empty-state';
import { LocalDate } from '@/components/ui/local-date';
import type { IdeaViewDTO } from '@/lib/validation/idea-views';

const SURFACES: Record<IdeaViewDTO['surface'], string> = {
  api: 'API',
  page: 'idea page',
  photo: 'photos',
  document: 'documents',
};

const reads = (count: number) => (count === 1 ? '1 view' : `${count} views`);

/** Each reader of a gated idea with their first and last read, how often and where, for its creator. */
export function ViewLog({ ideaId, views }: { ideaId: string; views: IdeaViewDTO[] }) {
  const readers = new Map<
    string,
    { name: string; firstAt: string; lastAt: string; count: number; where: string[] }
  >();
  for (const view of views) {
    const reader = readers.get(view.viewer._id);
    if (!reader) {
      readers.set(view.viewer._id, {
        name: view.viewer.displayName,
        firstAt: view.firstAt,
        lastAt: view.lastAt,
        count: view.count,
        where: [SURFACES[view.surface]],
      });
      continue;
    }
    if (view.firstAt < reader.firstAt) reader.firstAt = view.firstAt;
    if (view.lastAt > reader.lastAt) reader.lastAt = view.lastAt;
    reader.count += view.count;
    reader.where.push(SURFACES[view.surface]);
  }
  return (
    <section id="view-log" className="mt-10" aria-labelledby="view-log-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="view-log-title" className="text-xl font-bold text-slate-900">
          Read under NDA
        </h2>
        <a
          href={`/api/ideas/${ideaId}/views?format=csv`}
          className="text-brand-700 text-sm font-semibold underline"
          download
        >
          Export view log (CSV)
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Every read of the full idea by someone you approved, counted once per hour and place.
      </p>
      {readers.size === 0 ? (
        <EmptyState className="mt-4">Nobody has read the full idea yet.</EmptyState>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="view-log"
        >
          {[...readers.entries()].map(([id, reader]) => (
            <li key={id} className="p-4 text-sm">
              <p className="font-semibold break-words text-slate-900">{reader.name}</p>
              <p className="mt-1 text-slate-700">
                {reads(reader.count)} on the {reader.where.join(', ')} · first{' '}
                <LocalDate iso={reader.firstAt} /> · last <LocalDate iso={reader.lastAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
