'use server';

import { z } from 'zod';
import { readIdeaListView } from '@/lib/ideas';
import { listSearch } from '@/lib/ideas/shared';
import { ideaListData } from './idea-list-data';
import type { IdeaTableProps } from './idea-table';

// A list URL's query string, as the list writes it.
const listQuerySchema = z.string().max(2000);

/**
 * The table view's rows for a list (`query`: its URL's query string), read for whoever asks with
 * the page's own rules. The page sends only the cards, which phones and most visitors use; a
 * browser that chose the table asks for its rows here. Null when the URL is not a list this
 * viewer may see, or has no ideas.
 */
export async function ideaTableAction(query: string): Promise<IdeaTableProps | null> {
  const parsed = listQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const result = await readIdeaListView(Object.fromEntries(new URLSearchParams(parsed.data)));
  if (!result.ok) return null;
  const { view } = result;
  const data = await ideaListData(view);
  if (data.signInNeeded || data.page.ideas.length === 0) return null;
  return {
    ideas: data.page.ideas,
    sort: view.query.sort ?? '',
    current: listSearch(view.href),
    searching: Boolean(view.query.search),
    stats: data.stats,
  };
}
