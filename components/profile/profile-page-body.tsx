import type { ProfilePageData } from '@/lib/members';
import { ProfileMessage } from './profile-message';
import { ProfileView } from './profile-view';

export function ProfilePageBody({ data }: { data: ProfilePageData }) {
  if (data.state === 'not-found')
    return (
      <ProfileMessage
        title="User not found"
        message="The user you're looking for doesn't exist or may have been removed."
      />
    );
  if (data.state === 'error')
    return <ProfileMessage title="Error Loading Profile" message="Failed to load user profile" />;
  return (
    <ProfileView
      profile={data.profile}
      email={data.isOwn ? data.viewer?.email : undefined}
      isOwn={data.isOwn}
      signedIn={data.viewer !== null}
      ideas={data.ideas}
      trust={{ ...data.trust, memberSince: data.trust.memberSince.toISOString() }}
    />
  );
}
