import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NotificationList } from '@/components/notifications/notification-list';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { listNotifications } from '@/lib/notifications';

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } };

export default async function NotificationsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/notifications'));
  const { notifications, unread, nextCursor } = await listNotifications(viewer.id);
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Notifications</h1>
      <NotificationList initial={notifications} initialUnread={unread} initialCursor={nextCursor} />
    </main>
  );
}
