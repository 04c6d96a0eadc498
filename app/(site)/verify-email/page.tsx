import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmailLinkForm } from '@/components/auth/email-link-form';
import { verifyEmailAction } from '@/components/auth/verification-actions';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import {
  EMAIL_VERIFIED_MESSAGE,
  findUsableEmailToken,
  VERIFICATION_LINK_INVALID_MESSAGE,
} from '@/lib/identity';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

interface VerifyEmailPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function VerifyEmailPage({ searchParams }: VerifyEmailPageProps) {
  const { token, verified } = await searchParams;
  if (verified === '1' && token === undefined)
    return (
      <VerifyEmailCard>
        <Notice tone="success" testId="verify-email-result">
          {EMAIL_VERIFIED_MESSAGE}
        </Notice>
        <ProfileLink />
      </VerifyEmailCard>
    );
  const usable =
    typeof token === 'string' && token.length <= 200
      ? await findUsableEmailToken('verify-email', token)
      : null;
  return (
    <VerifyEmailCard>
      {usable && typeof token === 'string' ? (
        <>
          <p className="text-slate-700">
            Confirm that <span className="font-semibold break-all">{usable.email}</span> is your email
            address.
          </p>
          <EmailLinkForm
            token={token}
            submitToken={verifyEmailAction}
            label="Verify my email"
            pendingLabel="Verifying…"
            resultTestId="verify-email-result"
          />
        </>
      ) : (
        <>
          <Notice tone="error" testId="verify-email-result">
            {VERIFICATION_LINK_INVALID_MESSAGE}
          </Notice>
          <ProfileLink />
        </>
      )}
    </VerifyEmailCard>
  );
}

function VerifyEmailCard({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="space-y-4 rounded-2xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Verify your email</h1>
        {children}
      </Card>
    </main>
  );
}

const ProfileLink = () => (
  <Link href="/profile" className="text-brand-700 font-semibold hover:underline">
    Go to your profile
  </Link>
);
