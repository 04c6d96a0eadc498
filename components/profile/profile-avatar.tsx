interface ProfileAvatarProps {
  name: string;
  photoURL: string;
  isOnline: boolean;
}

const safePhoto = (url: string) => (url.startsWith('/') || /^https:\/\//i.test(url) ? url : '');

/** The photo (or initial) with the online indicator. */
export function ProfileAvatar({ name, photoURL, isOnline }: ProfileAvatarProps) {
  const photo = safePhoto(photoURL);
  return (
    <div className="relative size-24 shrink-0">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own uploads or the identity provider's photo
        <img
          src={photo}
          alt={`${name}'s photo`}
          width={96}
          height={96}
          className="size-24 rounded-full border border-slate-200 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="bg-brand-100 text-brand-700 flex size-24 items-center justify-center rounded-full text-3xl font-bold"
        >
          {name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <span
        data-testid="online-indicator"
        title={isOnline ? 'Online' : 'Offline'}
        className={`absolute right-1 bottom-1 size-4 rounded-full border-2 border-white ${isOnline ? 'bg-green-500' : 'bg-slate-400'}`}
      >
        <span className="sr-only">{isOnline ? 'Online' : 'Offline'}</span>
      </span>
    </div>
  );
}
