import { ProfileSkeleton } from '@/components/profile/profile-skeleton';

export default function ProfileLoading() {
  return <ProfileSkeleton />;
}
