import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ProfileEditForm } from '@/components/profile/profile-edit-form';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { Card } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Edit Profile', robots: { index: false } };

export default async function EditProfilePage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/profile/edit'));
  const { user } = viewer;
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
      <p className="text-sm text-slate-700" data-testid="settings-pointer">
        Password, email address, notifications, API tokens, your data and deleting your account are in{' '}
        <Link href="/settings" className="text-brand-700 font-semibold underline">
          Settings
        </Link>
        .
      </p>
    </main>
  );
}
