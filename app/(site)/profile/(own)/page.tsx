import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProfilePageBody } from '@/components/profile/profile-page-body';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { loadProfilePage } from '@/lib/members';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

export default async function OwnProfilePage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/profile'));
  const data = await loadProfilePage(viewer);
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <ProfilePageBody data={data} />
    </main>
  );
}
