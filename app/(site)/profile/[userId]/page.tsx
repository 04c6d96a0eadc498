import type { Metadata } from 'next';
import { ProfilePageBody } from '@/components/profile/profile-page-body';
import { getViewer } from '@/lib/http/page-viewer';
import { loadProfilePage, profileHeadline } from '@/lib/members';
import { normalizeUserId } from '@/lib/validation/user-id';

interface UserProfilePageProps {
  params: Promise<{ userId: string }>;
}

/** A member's public profile: who is selling, for visitors and search engines too. */
export async function generateMetadata({ params }: UserProfilePageProps): Promise<Metadata> {
  const { userId } = await params;
  const headline = await profileHeadline(userId);
  if (!headline) return { title: 'Profile', robots: { index: false } };
  return {
    title: headline.name,
    description: headline.bio ? headline.bio.slice(0, 200) : `Ideas listed by ${headline.name}`,
    alternates: { canonical: `/profile/${encodeURIComponent(normalizeUserId(userId))}` },
  };
}

export default async function UserProfilePage({ params }: UserProfilePageProps) {
  const { userId } = await params;
  const data = await loadProfilePage(await getViewer(), userId);
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <ProfilePageBody data={data} />
    </main>
  );
}
