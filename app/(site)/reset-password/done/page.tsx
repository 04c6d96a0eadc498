import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { buttonClass } from '@/components/ui/button';
import { getViewer } from '@/lib/http/page-viewer';
import { PASSWORD_RESET_DONE_MESSAGE } from '@/lib/validation/password-reset';

export const metadata: Metadata = { title: 'Password changed', robots: { index: false } };

/** Where a successful reset lands: signed in with the new session. */
export default async function PasswordResetDonePage() {
  if (!(await getViewer())) redirect('/login');
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="rounded-2xl p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Password changed</h1>
        <Notice tone="success" testId="password-reset-done">
          {PASSWORD_RESET_DONE_MESSAGE}
        </Notice>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href="/profile" className={buttonClass('primary', 'flex-1 py-2.5')}>
            Go to my profile
          </Link>
          <Link href="/ideas" className={buttonClass('secondary', 'flex-1 py-2.5')}>
            Browse ideas
          </Link>
        </div>
      </Card>
    </main>
  );
}
