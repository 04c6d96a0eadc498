import type { Metadata } from 'next';
import Link from 'next/link';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { usableResetLink } from '@/lib/identity';
import { RESET_LINK_INVALID_MESSAGE } from '@/lib/validation/password-reset';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
  // The link's secret is in this page's address: never sent on to another site.
  referrer: 'no-referrer',
};

interface ResetPasswordPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  const secret = typeof token === 'string' ? token : '';
  const link = await usableResetLink(secret);
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="rounded-2xl p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Choose a new password</h1>
        {link ? (
          <div className="space-y-6">
            <p className="text-sm text-slate-600">
              For the account <strong className="break-all text-slate-900">{link.email}</strong>. Every other
              session of the account will be signed out and its API tokens deleted.
            </p>
            <ResetPasswordForm token={secret} email={link.email} />
          </div>
        ) : (
          <div className="space-y-6">
            <Notice tone="error" testId="reset-link-invalid">
              {RESET_LINK_INVALID_MESSAGE}
            </Notice>
            <p className="text-center text-sm">
              <Link href="/forgot-password" className="text-brand-700 font-semibold hover:underline">
                Ask for a new link
              </Link>
            </p>
          </div>
        )}
      </Card>
    </main>
  );
}
