import 'server-only';
import { Card } from '@/components/ui/card';
import { notificationSettings } from '@/lib/notifications';
import { NotificationSettingsForm } from './notification-settings-form';

/** /settings' 'Notifications' section: per type, in the app and by email. */
export async function NotificationSettingsSection({ userId }: { userId: string }) {
  const settings = await notificationSettings(userId);
  return (
    <Card as="section" aria-labelledby="notification-settings-heading" className="space-y-4 rounded-2xl p-6">
      <h2 id="notification-settings-heading" className="text-lg font-semibold text-slate-900">
        Notifications
      </h2>
      <p className="text-sm text-slate-600">
        Choose what you hear about in the app (the bell) and by email. Account email (verification, password
        reset) always goes out.
      </p>
      <NotificationSettingsForm initial={settings} />
    </Card>
  );
}
