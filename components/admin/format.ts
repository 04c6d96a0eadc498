/** An admin's timestamps: exact and the same for every admin, in UTC. */
export function formatUtc(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** An audit log row as the list shows it (and the API answers it): the time as ISO text. */
export function auditEntryView<E extends { before: unknown; after: unknown; createdAt: Date }>(entry: E) {
  return {
    ...entry,
    before: entry.before as Record<string, unknown> | null,
    after: entry.after as Record<string, unknown> | null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The page an audit entry's target has, when it has one (an idea, a member's profile). */
export function auditTargetHref(targetType: string, targetId: string): string | null {
  if (targetType === 'idea') return `/ideas/${encodeURIComponent(targetId)}`;
  if (targetType === 'user') return `/profile/${encodeURIComponent(targetId)}`;
  return null;
}

/** How long, to the minute: '3 d 4 h', '2 h 15 min', '5 min'. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
