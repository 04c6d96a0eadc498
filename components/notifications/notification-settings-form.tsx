'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { MAIL_ONLY_TOPICS, MAIL_TOPICS, type MailTopic } from '@/lib/core/mail-topics';
import type { NotificationSettings } from '@/lib/validation/notifications';
import { saveNotificationSettingsAction } from './notification-actions';

const TYPES = Object.keys(MAIL_TOPICS) as MailTopic[];
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The table of switches, saved together. */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const [settings, setSettings] = useState(initial);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function toggle(type: MailTopic, key: 'inApp' | 'email', value: boolean) {
    setNotice(null);
    setSettings((current) => ({ ...current, [type]: { ...current[type], [key]: value } }));
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    startTransition(async () => {
      const result = await saveNotificationSettingsAction(settings).catch(() => null);
      if (result?.ok) {
        setSettings(result.data);
        setNotice({ tone: 'success', text: 'Notification settings saved.' });
      } else {
        setNotice({
          tone: 'error',
          text: result?.message ?? 'Could not save your notification settings. Please try again.',
        });
      }
    });
  }

  return (
    <form onSubmit={save} className="space-y-4" data-testid="notification-settings">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Notifications by type</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-4 font-medium">
                Type
              </th>
              <th scope="col" className="px-2 py-2 text-center font-medium">
                In the app
              </th>
              <th scope="col" className="px-2 py-2 text-center font-medium">
                By email
              </th>
            </tr>
          </thead>
          <tbody>
            {TYPES.map((type) => {
              const label = capitalized(MAIL_TOPICS[type]);
              return (
                <tr key={type} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                    {label}
                  </th>
                  <td className="px-2 py-2 text-center">
                    {MAIL_ONLY_TOPICS.has(type) ? (
                      <span className="text-slate-500">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{label}: by mail only</span>
                      </span>
                    ) : (
                      <input
                        type="checkbox"
                        aria-label={`${label}: in the app`}
                        className="accent-brand-600 size-4"
                        checked={settings[type].inApp}
                        onChange={(event) => toggle(type, 'inApp', event.target.checked)}
                      />
                    )}
                  </td>
                  <td className="px-2 py-2 text-center">
                    {/* 'mail', not 'email': the page's Email field keeps the only label with that word. */}
                    <input
                      type="checkbox"
                      aria-label={`${label}: by mail`}
                      className="accent-brand-600 size-4"
                      checked={settings[type].email}
                      onChange={(event) => toggle(type, 'email', event.target.checked)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save notification settings'}
      </Button>
    </form>
  );
}
