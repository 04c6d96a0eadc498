import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, shortWhen, timeOfDay, type Clock } from '@/components/messages/time';

const clock = (now: string | null, timeZone = 'UTC'): Clock => ({
  locale: 'en-US',
  timeZone,
  now: now === null ? null : Date.parse(now),
});

describe('message times', () => {
  it('groups by the calendar day where the viewer is', () => {
    expect(dayKey('2026-03-04T23:30:00.000Z', 'UTC')).toBe('2026-03-04');
    expect(dayKey('2026-03-04T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-05');
    expect(dayKey('2026-03-05T02:00:00.000Z', 'America/New_York')).toBe('2026-03-04');
  });

  it('names today and yesterday, else the date; without now always the date', () => {
    const now = clock('2026-03-05T10:00:00.000Z');
    expect(dayLabel('2026-03-05T08:00:00.000Z', now)).toBe('Today');
    expect(dayLabel('2026-03-04T23:59:00.000Z', now)).toBe('Yesterday');
    expect(dayLabel('2026-03-01T12:00:00.000Z', now)).toBe('Sunday, March 1, 2026');
    expect(dayLabel('2026-03-05T08:00:00.000Z', clock(null))).toBe('Thursday, March 5, 2026');
    // Across midnight where the viewer is, not in UTC.
    expect(dayLabel('2026-03-04T23:30:00.000Z', clock('2026-03-05T08:00:00.000Z', 'Europe/Berlin'))).toBe(
      'Today',
    );
  });

  it('the inbox shows the time today, the weekday this week, else the date', () => {
    const now = clock('2026-03-05T10:00:00.000Z');
    expect(shortWhen('2026-03-05T08:05:00.000Z', now)).toBe(timeOfDay('2026-03-05T08:05:00.000Z', now));
    expect(timeOfDay('2026-03-05T08:05:00.000Z', now)).toBe('8:05 AM');
    expect(shortWhen('2026-03-04T08:00:00.000Z', now)).toBe('Yesterday');
    expect(shortWhen('2026-03-02T08:00:00.000Z', now)).toBe('Mon');
    expect(shortWhen('2026-02-20T08:00:00.000Z', now)).toBe('Feb 20, 2026');
    expect(shortWhen('2026-03-05T08:00:00.000Z', clock(null))).toBe('Mar 5, 2026');
  });
});
