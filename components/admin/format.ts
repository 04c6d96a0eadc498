/** An admin's timestamps: exact and the same for every admin, in UTC. */
export function formatUtc(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The page an audit entry's target has, when it has one (an idea, a member's profile). */
export function auditTargetHref(targetType: string, targetId: string): string | null {
  if (targetType === 'idea') return `/ideas/${encodeURIComponent(targetId)}`;
  if (targetType === 'user') return `/profile/${encodeURIComponent(targetId)}`;
  return null;
}
