import { LocalDate } from '@/components/ui/local-date';
import type { ViewSummaryDTO } from '@/lib/validation/idea-views';

const reads = (count: number) => (count === 1 ? '1 view' : `${count} views`);

/** An approved requester's reads of the idea (its view log, every surface together), for its creator. */
export function ViewSummaryLine({ views }: { views: ViewSummaryDTO | null }) {
  return (
    <>
      <dt className="font-medium text-slate-600">Views</dt>
      <dd data-testid="request-views">
        {views ? (
          <>
            <span data-testid="request-view-count">{reads(views.count)}</span> · first{' '}
            <LocalDate iso={views.firstAt} /> · last <LocalDate iso={views.lastAt} />
          </>
        ) : (
          <span className="text-slate-600">Not viewed yet</span>
        )}
      </dd>
    </>
  );
}
