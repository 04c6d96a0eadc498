import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApiTokens } from '@/components/profile/api-tokens';
import { ProfileEditForm } from '@/components/profile/profile-edit-form';
import { currentViewer, listApiTokens, tokenReply } from '@/lib/auth';
import { loginUrlFor } from '@/lib/auth/callback-url';

export const metadata: Metadata = { title: 'Edit Profile', robots: { index: false } };

export default async function EditProfilePage() {
  const viewer = await currentViewer();
  if (!viewer) redirect(loginUrlFor('/profile/edit'));
  const { user } = viewer;
  const tokens = (await listApiTokens(user.id)).map(tokenReply);
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 space-y-8 px-4 py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Profile</h1>
        <ProfileEditForm
          email={user.email}
          initial={{
            displayName: user.displayName,
            fullName: user.fullName,
            bio: user.bio,
            location: user.location,
            website: user.website,
            photoURL: user.photoURL,
            cvUrl: user.cvUrl,
            preferredCategories: user.preferredCategories,
            languagePreferences: user.languagePreferences,
          }}
        />
      </div>
      <ApiTokens initialTokens={tokens} />
    </main>
  );
}
