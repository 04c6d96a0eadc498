'use client';

import clsx from 'clsx';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PRICE_RANGE_MESSAGE, priceRangeInverted } from './price-range';
import type { ListKey, ListValues } from './use-list-draft';

interface FilterFieldsProps {
  values: ListValues;
  categories: string[];
  types: readonly string[];
  /** A choice (select). */
  onChoose: (key: ListKey, value: string) => void;
  /** Typing (search, prices). */
  onType: (key: ListKey, value: string) => void;
  /** Ids are `{idPrefix}-search`…, so the inline form and the phone sheet can coexist. */
  idPrefix: string;
  /** One row of twelve columns on wide screens, or a stack (the phone sheet). */
  layout: 'row' | 'stack';
}

/** The list's filters: search, category, type, NDA and the price range. */
export function FilterFields({
  values,
  categories,
  types,
  onChoose,
  onType,
  idPrefix,
  layout,
}: FilterFieldsProps) {
  const row = layout === 'row';
  // An impossible range is no error of the list (it is empty), but the buyer is told why, next to
  // the fields, as they type it.
  const inverted = priceRangeInverted(values.priceMin, values.priceMax);
  const rangeErrorId = `${idPrefix}-price-range-error`;
  const price = (key: 'priceMin' | 'priceMax', label: string) => (
    <Field id={`${idPrefix}-${key === 'priceMin' ? 'price-min' : 'price-max'}`} label={label}>
      <Input
        type="number"
        name={key}
        min={0}
        step="0.01"
        inputMode="decimal"
        value={values[key]}
        onChange={(e) => onType(key, e.target.value)}
        aria-invalid={inverted || undefined}
        aria-describedby={inverted ? rangeErrorId : undefined}
      />
    </Field>
  );
  return (
    <div className={clsx('grid gap-3', row ? 'sm:grid-cols-2 lg:grid-cols-12' : 'grid-cols-1')}>
      <Field id={`${idPrefix}-search`} label="Search" className={clsx(row && 'sm:col-span-2 lg:col-span-3')}>
        <Input
          type="search"
          name="search"
          value={values.search}
          placeholder="Search ideas"
          onChange={(e) => onType('search', e.target.value)}
        />
      </Field>
      <Field id={`${idPrefix}-category`} label="Category" className={clsx(row && 'lg:col-span-2')}>
        <Select
          name="category"
          value={values.category}
          options={categories}
          onChange={(e) => onChoose('category', e.target.value)}
        >
          <option value="">All Categories</option>
        </Select>
      </Field>
      <Field id={`${idPrefix}-type`} label="Type" className={clsx(row && 'lg:col-span-2')}>
        <Select
          name="type"
          value={values.type}
          options={types}
          onChange={(e) => onChoose('type', e.target.value)}
        >
          <option value="">All Types</option>
        </Select>
      </Field>
      <Field id={`${idPrefix}-nda`} label="NDA" className={clsx(row && 'lg:col-span-2')}>
        <Select
          name="requireNDA"
          value={values.requireNDA}
          options={['Yes', 'No']}
          onChange={(e) => onChoose('requireNDA', e.target.value)}
        >
          <option value="">All</option>
        </Select>
      </Field>
      <div className={clsx('grid grid-cols-2 gap-2', row && 'lg:col-span-3')}>
        {price('priceMin', 'Min price')}
        {price('priceMax', 'Max price')}
        <p
          id={rangeErrorId}
          role="alert"
          data-testid={`${idPrefix}-price-range-error`}
          className="col-span-2 text-sm text-red-700 empty:hidden"
        >
          {inverted ? PRICE_RANGE_MESSAGE : ''}
        </p>
      </div>
    </div>
  );
}
