import type { Metadata } from 'next';
import { ProfilePageBody } from '@/components/profile/profile-page-body';
import { loadProfilePage } from '@/lib/users/profile-page';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

export default async function OwnProfilePage() {
  const data = await loadProfilePage('/profile');
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <ProfilePageBody data={data} />
    </main>
  );
}
