import Link from 'next/link';
import { ReportButton } from '@/components/moderation/report-button';
import type { PublicProfile } from '@/lib/members';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { loginUrlFor } from '@/lib/identity/shared';
import { ActivityOverview } from './activity-overview';
import { ProfileAvatar } from './profile-avatar';
import { ProfileIdeas } from './profile-ideas';
import { TrustList } from './trust-list';
import type { TrustSignalsView } from './trust-texts';
import { VerificationNotice } from './verification-notice';
import { VerifiedBadge } from './verified-badge';

interface ProfileViewProps {
  profile: PublicProfile;
  /** Given only on one's own profile. */
  email?: string;
  isOwn: boolean;
  /** Visitors see everything public; a CV's file is for signed-in members. */
  signedIn: boolean;
  /** The newest of the user's ideas, as the viewer may see them. */
  ideas: IdeaDTO[];
  trust: TrustSignalsView;
}

const Tags = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length ? (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="bg-brand-50 text-brand-800 rounded-full px-3 py-1 text-sm">
          {item}
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-sm text-slate-500">{empty}</p>
  );

export function ProfileView({ profile, email, isOwn, signedIn, ideas, trust }: ProfileViewProps) {
  const ideasHref = isOwn ? '/ideas?filter=my-ideas' : `/ideas?creator=${encodeURIComponent(profile.id)}`;
  const website = /^https?:\/\//i.test(profile.website) ? profile.website : '';
  return (
    <div className="space-y-6">
      {isOwn && !profile.emailVerified ? <VerificationNotice /> : null}
      <section className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <ProfileAvatar name={profile.displayName} photoURL={profile.photoURL} isOnline={profile.isOnline} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words text-slate-900">
              {profile.fullName || profile.displayName}
            </h1>
            {profile.emailVerified ? <VerifiedBadge /> : null}
          </div>
          {profile.fullName && profile.fullName !== profile.displayName ? (
            <p className="text-slate-600" data-testid="profile-display-name">
              Display name: <span className="font-medium text-slate-800">{profile.displayName}</span>
            </p>
          ) : null}
          {profile.isOnline ? (
            // The dot on the photo says it to screen readers.
            <p aria-hidden="true" className="flex items-center gap-1.5 text-sm font-medium text-green-800">
              <span className="size-2 rounded-full bg-green-600" />
              Online
            </p>
          ) : null}
          {email ? (
            <p className="text-sm break-all text-slate-600" data-testid="profile-email">
              {email}
            </p>
          ) : null}
          {profile.location ? <p className="text-sm text-slate-600">{profile.location}</p> : null}
          {website ? (
            <a
              href={website}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="text-brand-700 text-sm break-all hover:underline"
            >
              {website}
            </a>
          ) : null}
        </div>
        {isOwn ? (
          <Link
            href="/profile/edit"
            className="bg-brand-600 hover:bg-brand-700 self-start rounded-lg px-4 py-2 font-semibold text-white"
          >
            Edit Profile
          </Link>
        ) : signedIn ? (
          <ReportButton targetType="user" targetId={profile.id} noun="member" className="self-start" />
        ) : null}
      </section>
      <section
        aria-labelledby="about-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="about-heading" className="mb-2 text-lg font-semibold text-slate-900">
          About
        </h2>
        <p className="whitespace-pre-line text-slate-700">{profile.bio || 'No bio yet.'}</p>
      </section>
      <section
        aria-labelledby="trust-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="trust-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Trust
        </h2>
        <TrustList trust={trust} className="space-y-1" />
      </section>
      <ActivityOverview ideaCount={profile.ideaCount} ideasHref={ideasHref} />
      <ProfileIdeas
        ideas={ideas}
        total={profile.ideaCount}
        ideasHref={ideasHref}
        isOwn={isOwn}
        name={profile.displayName}
      />
      <section
        aria-labelledby="prefs-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="prefs-heading" className="text-lg font-semibold text-slate-900">
          Preferences &amp; Skills
        </h2>
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">Preferred Categories</h3>
          <Tags items={profile.preferredCategories} empty="No categories selected" />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">Languages</h3>
          <Tags items={profile.languagePreferences} empty="No languages selected" />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">CV</h3>
          {profile.cvUrl && !signedIn ? (
            <Link
              href={loginUrlFor(`/profile/${encodeURIComponent(profile.id)}`)}
              className="text-brand-700 text-sm font-semibold hover:underline"
            >
              Sign in to download the CV
            </Link>
          ) : profile.cvUrl ? (
            <a
              href={profile.cvUrl}
              download
              className="text-brand-700 text-sm font-semibold hover:underline"
              data-testid="cv-link"
            >
              Download CV
            </a>
          ) : (
            <p className="text-sm text-slate-500">No CV uploaded</p>
          )}
        </div>
      </section>
    </div>
  );
}
