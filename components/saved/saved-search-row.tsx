'use client';

import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SavedSearchDTO } from '@/lib/validation/saved-searches';
import { ALERT_OPTIONS } from './alert-options';
import { updateSavedSearchAction } from './watchlist-actions';

export interface SavedSearchRowProps {
  search: SavedSearchDTO;
  onChanged: (search: SavedSearchDTO) => void;
  onDelete: () => void;
  onMessage: (message: string) => void;
}

/** Sends a change; the row shows it at once and goes back when the server refuses. */
async function patch(id: string, body: Partial<Pick<SavedSearchDTO, 'name' | 'alert'>>) {
  const result = await updateSavedSearchAction(id, body).catch(() => null);
  if (!result) return { ok: false as const, message: 'No connection. Please try again.' };
  return result.ok ? { ok: true as const, search: result.data } : result;
}

/** The query as words: `search: solar · category: Tech`. */
const describe = (query: string) =>
  [...new URLSearchParams(query)].map(([key, value]) => `${key}: ${value}`).join(' · ') || 'All ideas';

export function SavedSearchRow({ search, onChanged, onDelete, onMessage }: SavedSearchRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const id = search._id;

  const change = async (body: Partial<Pick<SavedSearchDTO, 'name' | 'alert'>>, done: string) => {
    onChanged({ ...search, ...body });
    const result = await patch(id, body);
    if (result.ok) {
      onChanged(result.search);
      onMessage(done);
    } else {
      onChanged(search);
      onMessage(result.message);
    }
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setRenaming(false);
    if (name.trim() === search.name) return;
    await change({ name: name.trim() }, `Renamed to “${name.trim()}”.`);
  };

  return (
    <li
      className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
      data-testid="saved-search"
    >
      <div className="min-w-0">
        {renaming ? (
          <form onSubmit={rename} className="flex items-center gap-2">
            <label htmlFor={`name-${id}`} className="sr-only">
              Name of the search
            </label>
            <Input
              id={`name-${id}`}
              value={name}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              Save name
            </Button>
          </form>
        ) : (
          <Link
            href={`/ideas${search.query ? `?${search.query}` : ''}`}
            className="text-brand-700 font-medium break-words hover:underline"
          >
            {search.name}
          </Link>
        )}
        <p className="mt-1 text-sm break-all text-slate-600">{describe(search.query)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`alert-${id}`} className="text-sm text-slate-700">
          Alerts
        </label>
        <Select
          id={`alert-${id}`}
          value={search.alert}
          options={ALERT_OPTIONS}
          className="w-auto"
          onChange={(event) =>
            change(
              { alert: event.target.value as SavedSearchDTO['alert'] },
              `Alerts of “${search.name}” changed.`,
            )
          }
        />
        {!renaming && (
          <Button variant="secondary" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(true)}>
            Rename
          </Button>
        )}
        <Button variant="danger" aria-label={`Delete ${search.name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
