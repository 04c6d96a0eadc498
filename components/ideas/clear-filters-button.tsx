'use client';

import { Button } from '@/components/ui/button';
import { listHref, listSearch } from '@/lib/ideas/shared';
import { useListNavigation } from './list-navigation';
import { CLEARED } from './use-list-draft';

/** The empty state's 'Clear filters': the same view (mode, page size) without filters or sort. */
export function ClearFiltersButton({ defaults }: { defaults: Readonly<Record<string, string>> }) {
  const { href, navigate } = useListNavigation();
  return (
    <Button variant="secondary" onClick={() => navigate(listHref(listSearch(href), CLEARED, defaults))}>
      Clear filters
    </Button>
  );
}
