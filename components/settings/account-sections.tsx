import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EMAILS_IN_FIREBASE_MESSAGE, PASSWORDS_IN_FIREBASE_MESSAGE } from '@/lib/validation/account-settings';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { SetPasswordLink } from './set-password-link';
import { SettingsSection } from './settings-section';

interface AccountSectionsProps {
  email: string;
  emailVerified: boolean;
  displayName: string;
  hasPassword: boolean;
  /** Firebase Authentication mode: passwords and addresses live in Firebase. */
  firebase: boolean;
}

/** The first sections of /settings: the profile, the password and the email address. */
export function AccountSections({
  email,
  emailVerified,
  displayName,
  hasPassword,
  firebase,
}: AccountSectionsProps) {
  return (
    <>
      <SettingsSection
        id="profile"
        title="Profile"
        description="Your name, photo, bio, location, website, phone, CV and preferences, as others see them."
      >
        <p className="text-sm text-slate-700">
          Signed in as <span className="font-semibold break-all">{displayName}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link href="/profile/edit" className={buttonClass('primary')}>
            Edit profile
          </Link>
          <Link href="/profile" className={buttonClass('secondary')}>
            View your profile
          </Link>
        </div>
      </SettingsSection>
      <SettingsSection
        id="password"
        title="Password"
        description={
          hasPassword && !firebase
            ? 'Changing your password signs you out everywhere else and ends your API tokens.'
            : undefined
        }
      >
        {firebase ? (
          <p className="text-sm text-slate-700">{PASSWORDS_IN_FIREBASE_MESSAGE}</p>
        ) : hasPassword ? (
          <PasswordForm email={email} />
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Your account has no password yet: you sign in with Google. To sign in with your email and a
              password too, set one: we mail you a link to choose it.
            </p>
            <SetPasswordLink email={email} />
          </>
        )}
      </SettingsSection>
      <SettingsSection
        id="email"
        title="Email"
        description={
          <>
            Your email address is <span className="font-semibold break-all text-slate-800">{email}</span> (
            {emailVerified ? 'verified' : 'not verified yet'}).
          </>
        }
      >
        {firebase ? (
          <p className="text-sm text-slate-700">{EMAILS_IN_FIREBASE_MESSAGE}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              We send a link to the new address and a notice to this one. Your address changes only when the
              link is opened.
              {hasPassword ? null : ' Without a password, you can change it within 10 minutes of signing in.'}
            </p>
            <EmailForm hasPassword={hasPassword} />
          </>
        )}
      </SettingsSection>
    </>
  );
}
