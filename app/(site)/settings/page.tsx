import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NotificationSettingsSection } from '@/components/notifications/notification-settings';
import { ApiTokens } from '@/components/profile/api-tokens';
import { DeleteAccountSection } from '@/components/profile/delete-account-section';
import { YourDataSection } from '@/components/profile/your-data-section';
import { AccountSections } from '@/components/settings/account-sections';
import { SettingsNav } from '@/components/settings/settings-nav';
import { SettingsAnchor } from '@/components/settings/settings-section';
import { getViewer } from '@/lib/http/page-viewer';
import { isFirebaseMode, listApiTokens, tokenReply } from '@/lib/identity';
import { loginUrlFor } from '@/lib/identity/shared';
import { deletionSummary } from '@/lib/members';
import { RECENT_SIGN_IN_MS } from '@/lib/validation/account-data';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

/** One place for the account's settings, each section at its own `#anchor`. */
export default async function SettingsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/settings'));
  const { user } = viewer;
  const [tokens, counts] = await Promise.all([
    listApiTokens(user.id).then((list) => list.map(tokenReply)),
    deletionSummary(user.id),
  ]);
  // An account without a password is deleted only shortly after signing in (lib/members/deletion.ts).
  const recentUntil = viewer.signedInAt
    ? new Date(viewer.signedInAt.getTime() + RECENT_SIGN_IN_MS).toISOString()
    : null;
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Settings</h1>
      <div className="grid gap-6 lg:grid-cols-[12rem_1fr]">
        <SettingsNav />
        <div className="min-w-0 space-y-8">
          <AccountSections
            email={user.email}
            emailVerified={user.emailVerifiedAt !== null}
            displayName={user.displayName}
            hasPassword={Boolean(user.passwordHash)}
            firebase={isFirebaseMode()}
          />
          <SettingsAnchor id="notifications">
            <NotificationSettingsSection userId={user.id} />
          </SettingsAnchor>
          <SettingsAnchor id="api-tokens">
            <ApiTokens initialTokens={tokens} />
          </SettingsAnchor>
          <SettingsAnchor id="your-data">
            <YourDataSection />
          </SettingsAnchor>
          <SettingsAnchor id="delete-account">
            <DeleteAccountSection
              counts={counts}
              hasPassword={Boolean(user.passwordHash)}
              recentUntil={recentUntil}
            />
          </SettingsAnchor>
        </div>
      </div>
    </main>
  );
}
