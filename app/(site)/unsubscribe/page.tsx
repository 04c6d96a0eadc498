import type { Metadata } from 'next';
import { UnsubscribeForm } from '@/components/auth/unsubscribe-form';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { MAIL_TOPICS, readUnsubscribeToken, UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '@/lib/platform/mail';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

interface UnsubscribePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  const { token } = await searchParams;
  let topic: keyof typeof MAIL_TOPICS | null = null;
  try {
    topic = readUnsubscribeToken(token).topic;
  } catch {
    topic = null;
  }
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="space-y-4 rounded-2xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
        {topic && typeof token === 'string' ? (
          <>
            <p className="text-slate-700">
              Stop emails about {MAIL_TOPICS[topic]}? You will still see them on the site.
            </p>
            <UnsubscribeForm token={token} />
          </>
        ) : (
          <Notice tone="error" testId="unsubscribe-result">
            {UNSUBSCRIBE_LINK_INVALID_MESSAGE}
          </Notice>
        )}
      </Card>
    </main>
  );
}
