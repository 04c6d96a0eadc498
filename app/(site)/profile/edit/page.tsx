import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApiTokens } from '@/components/profile/api-tokens';
import { DeleteAccountSection } from '@/components/profile/delete-account-section';
import { NotificationSettingsSection } from '@/components/notifications/notification-settings';
import { YourDataSection } from '@/components/profile/your-data-section';
import { deletionSummary } from '@/lib/members';
import { ProfileEditForm } from '@/components/profile/profile-edit-form';
import { listApiTokens, tokenReply } from '@/lib/identity';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { Card } from '@/components/ui/card';
import { RECENT_SIGN_IN_MS } from '@/lib/validation/account-data';

export const metadata: Metadata = { title: 'Edit Profile', robots: { index: false } };

export default async function EditProfilePage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/profile/edit'));
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
    <main className="mx-auto w-full max-w-2xl flex-1 space-y-8 px-4 py-8">
      <Card className="rounded-2xl p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Profile</h1>
        <ProfileEditForm
          email={user.email}
          initial={{
            displayName: user.displayName,
            fullName: user.fullName,
            bio: user.bio,
            location: user.location,
            website: user.website,
            phone: user.phone,
            photoURL: user.photoURL,
            cvUrl: user.cvUrl,
            preferredCategories: user.preferredCategories,
            languagePreferences: user.languagePreferences,
          }}
        />
      </Card>
      <NotificationSettingsSection userId={user.id} />
      <ApiTokens initialTokens={tokens} />
      <YourDataSection />
      <DeleteAccountSection
        counts={counts}
        hasPassword={Boolean(user.passwordHash)}
        recentUntil={recentUntil}
      />
    </main>
  );
}
