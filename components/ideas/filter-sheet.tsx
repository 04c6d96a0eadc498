'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { activeFilters } from './active-filters';
import { FilterChips } from './filter-chips';
import { FilterFields } from './filter-fields';
import { useLiveCount } from './use-live-count';
import { CLEARED, type ListKey, type ListValues } from './use-list-draft';

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters as the list's URL holds them; the sheet starts from them each time it opens. */
  values: ListValues;
  /** The list's URL now (its mode is kept for the count). */
  href: string;
  categories: string[];
  types: readonly string[];
  pageSizes: string[];
  onApply: (values: ListValues) => void;
}

function countText(count: number | null): string {
  if (count === null) return 'Counting ideas...';
  if (count === 0) return 'No ideas match these filters';
  return count === 1 ? '1 idea matches' : `${count.toLocaleString('en-US')} ideas match`;
}

function SheetBody({
  values,
  href,
  categories,
  types,
  pageSizes,
  onApply,
}: Omit<FilterSheetProps, 'open' | 'onOpenChange'>) {
  const [pending, setPending] = useState(values);
  const count = useLiveCount(href, pending);
  const set = (key: ListKey, value: string) => setPending((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="mt-4 flex min-h-0 flex-1 flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(pending);
      }}
    >
      <div className="-mx-4 min-h-0 flex-1 space-y-4 overflow-y-auto px-4 pb-4">
        <FilterChips filters={activeFilters(pending)} onRemove={(key) => set(key, '')} testId="sheet-chips" />
        <FilterFields
          values={pending}
          categories={categories}
          types={types}
          onChoose={set}
          onType={set}
          idPrefix="sheet"
          layout="stack"
        />
        <Field id="sheet-limit" label="Per page">
          <Select
            name="limit"
            value={pending.limit}
            options={pageSizes}
            onChange={(e) => set('limit', e.target.value)}
          />
        </Field>
      </div>
      <div className="-mx-4 border-t border-slate-200 bg-white px-4 py-3">
        <p role="status" data-testid="sheet-count" className="mb-3 text-sm font-medium text-slate-700">
          {countText(count)}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            onClick={() =>
              setPending((current) => ({
                ...current,
                ...(CLEARED as Partial<ListValues>),
                sort: current.sort,
              }))
            }
          >
            Clear
          </Button>
          <Button type="submit">Apply</Button>
        </div>
      </div>
    </form>
  );
}

/** The phone's filters: a sheet with the pending filters as chips, their live count, Apply and Clear. */
export default function FilterSheet({ open, onOpenChange, ...body }: FilterSheetProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="sheet"
      title="Filters"
      description="Choose filters, then apply them to the list."
    >
      <SheetBody {...body} />
    </Dialog>
  );
}
