import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmailLinkForm } from '@/components/auth/email-link-form';
import { confirmEmailChangeAction } from '@/components/settings/settings-actions';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { findUsableEmailToken } from '@/lib/identity';
import { EMAIL_CHANGE_LINK_INVALID_MESSAGE } from '@/lib/validation/account-settings';

export const metadata: Metadata = { title: 'Confirm your new email', robots: { index: false } };

interface ConfirmEmailPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The link mailed to a new address: one click moves the account to it. */
export default async function ConfirmEmailPage({ searchParams }: ConfirmEmailPageProps) {
  const { token, changed } = await searchParams;
  if (changed === '1' && token === undefined)
    return (
      <ConfirmEmailCard>
        <Notice tone="success" testId="confirm-email-result">
          Your email address has been changed. Sign in with it from now on.
        </Notice>
        <SettingsLink />
      </ConfirmEmailCard>
    );
  const usable =
    typeof token === 'string' && token.length <= 200
      ? await findUsableEmailToken('change-email', token)
      : null;
  return (
    <ConfirmEmailCard>
      {usable && typeof token === 'string' ? (
        <>
          <p className="text-slate-700">
            Use <span className="font-semibold break-all">{usable.email}</span> as the email address of your
            account.
          </p>
          <EmailLinkForm
            token={token}
            submitToken={confirmEmailChangeAction}
            label="Confirm my new email"
            pendingLabel="Confirming…"
            resultTestId="confirm-email-result"
          />
        </>
      ) : (
        <>
          <Notice tone="error" testId="confirm-email-result">
            {EMAIL_CHANGE_LINK_INVALID_MESSAGE}
          </Notice>
          <SettingsLink />
        </>
      )}
    </ConfirmEmailCard>
  );
}

function ConfirmEmailCard({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="space-y-4 rounded-2xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Confirm your new email</h1>
        {children}
      </Card>
    </main>
  );
}

const SettingsLink = () => (
  <Link href="/settings#email" className="text-brand-700 font-semibold hover:underline">
    Go to your settings
  </Link>
);
