import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApiTokens } from '@/components/profile/api-tokens';
import { ProfileEditForm } from '@/components/profile/profile-edit-form';
import { getViewer, listApiTokens, tokenReply } from '@/lib/auth';
import { loginUrlFor } from '@/lib/auth/callback-url';
import { Card } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Edit Profile', robots: { index: false } };

export default async function EditProfilePage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/profile/edit'));
  const { user } = viewer;
  const tokens = (await listApiTokens(user.id)).map(tokenReply);
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
      <ApiTokens initialTokens={tokens} />
    </main>
  );
}
