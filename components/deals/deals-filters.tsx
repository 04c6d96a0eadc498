import clsx from 'clsx';
import Link from 'next/link';
import { DEAL_ROLES, DEAL_STATUSES, dealsHref, type DealRole, type DealStatus } from './deals-query';

const ROLE_LABELS: Record<DealRole, string> = { incoming: 'Incoming', outgoing: 'Outgoing' };

const linkClass = (current: boolean) =>
  clsx(
    'focus-visible:outline-brand-600 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
    current
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  );

const label = (status: DealStatus) => status[0]!.toUpperCase() + status.slice(1);

/** Which requests /deals lists: links that change the address, so a view can be shared and reloaded. */
export function DealsFilters({ role, status }: { role: DealRole; status: DealStatus | null }) {
  return (
    <div className="space-y-4">
      <nav aria-label="Requests">
        <ul className="flex flex-wrap gap-2">
          {DEAL_ROLES.map((value) => (
            <li key={value}>
              <Link
                href={dealsHref(value, status)}
                aria-current={role === value ? 'page' : undefined}
                className={linkClass(role === value)}
              >
                {ROLE_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Status">
        <ul className="flex flex-wrap gap-2">
          {[null, ...DEAL_STATUSES].map((value) => (
            <li key={value ?? 'all'}>
              <Link
                href={dealsHref(role, value)}
                aria-current={status === value ? 'page' : undefined}
                className={linkClass(status === value)}
              >
                {value ? label(value) : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
