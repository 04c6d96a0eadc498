import { InvalidError } from '@/lib/core/errors';

/**
 * Opaque page cursors over (created_at, id), newest first. The time is kept in whole
 * microseconds since the epoch (PostgreSQL's precision), so no message is skipped or repeated.
 */
export interface MessageCursor {
  micros: string;
  id: string;
}

export const INVALID_CURSOR_MESSAGE = 'This cursor is not valid: use the nextCursor of the previous page';

export function encodeCursor(cursor: MessageCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): MessageCursor {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(-?\d{1,20})\.([0-9a-f]{24})$/.exec(text);
  if (!match) throw new InvalidError(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
  return { micros: match[1]!, id: match[2]! };
}
