import { buttonClass } from '@/components/ui/button-styles';
import type { Pagination } from '@/lib/ideas/shared';
import { LIST_DEFAULTS } from '@/lib/ideas';
import { listHref } from '@/lib/ideas/shared';
import { ListLink } from './list-link';

/** Previous / Next as real links to the neighbouring pages' URLs. */
export function ListPagination({ pagination, current }: { pagination: Pagination; current: string }) {
  if (pagination.totalPages <= 1) return null;
  const page = pagination.currentPage;
  const step = (label: string, enabled: boolean, target: number) =>
    enabled ? (
      <ListLink
        href={listHref(current, { page: target }, LIST_DEFAULTS)}
        className={buttonClass('secondary')}
        toTop
      >
        {label}
      </ListLink>
    ) : (
      <span aria-disabled="true" className={buttonClass('secondary', 'pointer-events-none opacity-50')}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      {step('Previous', pagination.hasPrevPage, page - 1)}
      <span className="text-sm text-slate-600">
        Page {page} of {pagination.totalPages}
      </span>
      {step('Next', pagination.hasNextPage, page + 1)}
    </nav>
  );
}
