import { Avatar } from '@/components/ui/avatar';

interface ProfileAvatarProps {
  name: string;
  photoURL: string;
  isOnline: boolean;
}

/** The profile's photo (or initials) with the online indicator. */
export function ProfileAvatar({ name, photoURL, isOnline }: ProfileAvatarProps) {
  return (
    <div className="relative size-24 shrink-0">
      <Avatar name={name} src={photoURL} size={96} labelled className="border border-slate-200" />
      <span
        data-testid="online-indicator"
        role="img"
        aria-label={isOnline ? 'Online' : 'Offline'}
        title={isOnline ? 'Online' : 'Offline'}
        className={`absolute right-1 bottom-1 size-4 rounded-full border-2 border-white ${isOnline ? 'bg-green-500' : 'bg-slate-400'}`}
      />
    </div>
  );
}
