import type { Metadata } from 'next';
import { ProfileMessage } from '@/components/profile/profile-message';

export const metadata: Metadata = { title: 'User not found', robots: { index: false } };

export default function UserNotFound() {
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <ProfileMessage
        title="User not found"
        message="The user you're looking for doesn't exist or may have been removed."
      />
    </main>
  );
}
