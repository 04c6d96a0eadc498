import { Pager } from '@/components/ui/pager';
import { UserRow } from '@/components/admin/user-row';
import { buttonClass } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/input';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { searchUsers } from '@/lib/trust-safety';
import { EmptyState } from '@/components/ui/empty-state';

export const metadata = { title: 'Users' };

interface UsersPageProps {
  searchParams: Promise<{ q?: string; page?: string }>;
}

/** /admin/users: find members by email or name, see their role and status, suspend or reinstate. */
export default async function UsersPage({ searchParams }: UsersPageProps) {
  const viewer = await adminPageViewer();
  const params = await searchParams;
  const q = (params.q ?? '').slice(0, 200);
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  const found = await searchUsers(viewer, { q, page });
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Users</h1>
      <form role="search" action="/admin/users" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="user-search" className="text-sm font-semibold text-slate-800">
            Email or name
          </label>
          <Input id="user-search" name="q" type="search" defaultValue={q} className="mt-1" />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Find
        </button>
      </form>
      {found.users.length === 0 ? (
        <EmptyState className="mt-6" data-testid="users-empty">
          <p>{q ? `No member matches “${q}”.` : 'No members yet.'}</p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Members">
          {found.users.map((user) => (
            <UserRow key={user._id} user={user} self={user._id === viewer.id} />
          ))}
        </ul>
      )}
      <Pager
        page={found.page}
        totalPages={found.totalPages}
        href={(n) => `/admin/users?${new URLSearchParams({ q, page: String(n) })}`}
      />
    </>
  );
}
