import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { isFirebaseMode } from '@/lib/identity';
import { RESET_HANDLED_BY_FIREBASE_MESSAGE } from '@/lib/validation/password-reset';

export const metadata: Metadata = {
  title: 'Forgot password',
  description: 'Get a link to choose a new password for your account.',
  robots: { index: false },
};

export default async function ForgotPasswordPage() {
  // Rendered per request: the mode comes from the server's settings at run time, not at build time.
  await connection();
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="rounded-2xl p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Forgot password</h1>
        {isFirebaseMode() ? (
          <div className="space-y-6">
            <Notice tone="info">{RESET_HANDLED_BY_FIREBASE_MESSAGE}</Notice>
            <p className="text-center text-sm">
              <Link href="/login" className="text-brand-700 font-semibold hover:underline">
                Back to login
              </Link>
            </p>
          </div>
        ) : (
          <ForgotPasswordForm />
        )}
      </Card>
    </main>
  );
}
