/**
 * The page's own news about the unread count (this tab marked some read): the bell listens, so it
 * agrees with /notifications without waiting for the server. The server's `notifications` event
 * covers news from elsewhere.
 */
const EVENT = 'notifications-unread';

export function announceUnread(unread: number): void {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: unread }));
}

export function onUnreadChange(listener: (unread: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
