import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { SuspensionReviewLink } from '@/components/auth/suspension-review-link';
import { loginReason } from '@/components/auth/login-reason';
import { Notice } from '@/components/ui/notice';
import { endedSessionSuspension, getViewer } from '@/lib/http/page-viewer';
import { safeCallbackUrl } from '@/lib/identity/shared';
import { googleEnabled } from '@/lib/identity';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { Card } from '@/components/ui/card';
import {
  GOOGLE_LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SIGN_IN_RATE_LIMITED_MESSAGE,
} from '@/lib/identity/shared';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** next-auth's error codes on a redirect back here, as sentences. */
function errorMessage(code: string | undefined): string | null {
  if (!code) return null;
  if (code === 'RateLimited') return SIGN_IN_RATE_LIMITED_MESSAGE;
  if (code === 'CredentialsSignin') return LOGIN_FAILED_MESSAGE;
  return GOOGLE_LOGIN_FAILED_MESSAGE;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  // Only a same-site destination explains itself; an unsafe one was replaced by '/'.
  const reason = callbackUrl === '/' ? null : loginReason(callbackUrl);
  if (await getViewer()) redirect(callbackUrl);
  const suspended = await endedSessionSuspension();
  const error = typeof params.error === 'string' ? params.error : undefined;
  const firebase = firebaseWebConfig(getConfig());
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="rounded-2xl p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Login</h1>
        {suspended ? (
          <div className="mb-6 space-y-2">
            <Notice tone="error" testId="suspended-notice">
              {suspended}
            </Notice>
            <SuspensionReviewLink />
          </div>
        ) : reason ? (
          <Notice tone="info" className="mb-6" testId="login-reason">
            {reason}
          </Notice>
        ) : null}
        <LoginForm
          callbackUrl={callbackUrl}
          googleEnabled={googleEnabled() || Boolean(firebase)}
          initialError={errorMessage(error)}
          firebase={firebase}
        />
      </Card>
    </main>
  );
}
