import Link from 'next/link';
import { LocalDate } from '@/components/ui/local-date';
import { formatPrice } from '@/lib/format';
import type { IdeaDTO } from '@/lib/ideas/types';

const COLUMNS = ['Title', 'Creator', 'Category', 'Type', 'Price', 'NDA', 'Created'] as const;

export function IdeaTable({ ideas }: { ideas: IdeaDTO[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table data-testid="idea-table" className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ideas.map((idea) => (
            <tr key={idea._id} className="hover:bg-slate-50">
              <td className="max-w-xs px-4 py-3 font-medium break-words">
                <Link href={`/ideas/${idea._id}`} className="text-brand-700 hover:underline">
                  {idea.title}
                </Link>
              </td>
              <td className="px-4 py-3">
                <Link href={`/profile/${encodeURIComponent(idea.creator)}`} className="hover:underline">
                  {idea.creatorInfo.displayName || 'Unknown creator'}
                </Link>
              </td>
              <td className="px-4 py-3">{idea.category}</td>
              <td className="px-4 py-3">{idea.type}</td>
              <td className="px-4 py-3 font-semibold whitespace-nowrap">{formatPrice(idea.desiredPrice)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{idea.requireNDA ? 'Required' : 'Not Required'}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <LocalDate iso={idea.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
