/** A member's trust signals as short sentences (the same on the profile and the creator card). */

export interface TrustSignalsView {
  emailVerified: boolean;
  memberSince: string;
  ideasListed: number;
  accessRequests: { rate: number | null; medianSeconds: number | null };
  messages: { rate: number | null; medianSeconds: number | null };
}

/** 'within 3 hours', 'within a day', 'within 12 minutes'. */
export function withinText(seconds: number): string {
  const unit = (n: number, word: string) =>
    n === 1 ? `within ${word === 'hour' ? 'an' : 'a'} ${word}` : `within ${n} ${word}s`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return unit(hours, 'hour');
  return unit(Math.ceil(hours / 24), 'day');
}

function responseText(verb: string, what: string, signal: TrustSignalsView['messages']): string | null {
  if (signal.rate === null) return null;
  const rate = `${verb} ${Math.round(signal.rate * 100)} % of ${what}`;
  return signal.medianSeconds === null ? rate : `${rate}, usually ${withinText(signal.medianSeconds)}`;
}

export const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

export const EMAIL_VERIFIED_TEXT = 'Email verified';

/**
 * The signals as plain sentences. Only the verified email is a check the platform made; response
 * rates are facts to weigh (a low one is no achievement), so they carry no tick.
 */
export function trustTexts(trust: TrustSignalsView): string[] {
  return [
    trust.emailVerified ? EMAIL_VERIFIED_TEXT : null,
    `Member since ${monthYear(trust.memberSince)}`,
    `${trust.ideasListed} ${trust.ideasListed === 1 ? 'idea' : 'ideas'} listed`,
    responseText('Replies to', 'access requests', trust.accessRequests),
    responseText('Replies to', 'messages', trust.messages),
  ].filter((text): text is string => text !== null);
}
