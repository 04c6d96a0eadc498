/**
 * How the message screens show times: a day's heading in a thread, a message's time, and the
 * inbox's short 'when'. Pure functions of the time, the viewer's locale and time zone, and now.
 */
export interface Clock {
  locale: string;
  timeZone: string;
  /** Null while the page is rendered on the server: no 'Today' or 'Yesterday' then. */
  now: number | null;
}

const DAY = 24 * 60 * 60 * 1000;

const format = (iso: string | number, clock: Clock, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(clock.locale, { timeZone: clock.timeZone, ...options }).format(new Date(iso));

/** The calendar day of `iso` where the viewer is, as YYYY-MM-DD (groups a thread's messages). */
export function dayKey(iso: string | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole days from the day of `iso` to today (0: today), or null when now is unknown. */
function daysAgo(iso: string, clock: Clock): number | null {
  if (clock.now === null) return null;
  const [day, today] = [dayKey(iso, clock.timeZone), dayKey(clock.now, clock.timeZone)];
  return Math.round((Date.parse(today) - Date.parse(day)) / DAY);
}

/** A thread's day heading: Today, Yesterday, or the full date. */
export function dayLabel(iso: string, clock: Clock): string {
  const ago = daysAgo(iso, clock);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return format(iso, clock, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** A message's time of day. */
export function timeOfDay(iso: string, clock: Clock): string {
  return format(iso, clock, { hour: 'numeric', minute: '2-digit' });
}

/** The inbox's 'when': the time today, the weekday within a week, else the date. */
export function shortWhen(iso: string, clock: Clock): string {
  const ago = daysAgo(iso, clock);
  if (ago === 0) return timeOfDay(iso, clock);
  if (ago === 1) return 'Yesterday';
  if (ago !== null && ago > 1 && ago < 7) return format(iso, clock, { weekday: 'short' });
  return format(iso, clock, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The full date and time, for a tooltip. */
export function fullWhen(iso: string, clock: Clock): string {
  return format(iso, clock, { dateStyle: 'medium', timeStyle: 'short' });
}
