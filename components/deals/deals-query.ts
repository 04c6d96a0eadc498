/** The views of /deals and their addresses: the query string holds the role and the status. */
export const DEAL_ROLES = ['incoming', 'outgoing'] as const;
export const DEAL_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
export type DealStatus = (typeof DEAL_STATUSES)[number];

export interface DealsView {
  role: DealRole;
  status: DealStatus | null;
}

/** What the address asks for: without a role, /deals opens on the member's busier side. */
export interface DealsQuery {
  role: DealRole | null;
  status: DealStatus | null;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isRole = (value: string): value is DealRole => (DEAL_ROLES as readonly string[]).includes(value);
const isStatus = (value: string): value is DealStatus => (DEAL_STATUSES as readonly string[]).includes(value);

/** The view a query asks for, or null when it holds a value that is not one of the lists. */
export function readDealsView(query: Record<string, string | string[] | undefined>): DealsQuery | null {
  const role = one(query.role) ?? null;
  const status = one(query.status) ?? null;
  if (role !== null && !isRole(role)) return null;
  if (status === null) return { role, status };
  return isStatus(status) ? { role, status } : null;
}

/**
 * The address of a view. The tabs name their role, since the role-less address opens on whichever
 * side has requests; null leaves that choice to the page.
 */
export function dealsHref(role: DealRole | null, status: DealStatus | null): string {
  const query = new URLSearchParams();
  if (role) query.set('role', role);
  if (status) query.set('status', status);
  const search = query.toString();
  return search ? `/deals?${search}` : '/deals';
}
