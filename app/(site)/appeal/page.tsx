import type { Metadata } from 'next';
import { SuspensionAppealForm } from '@/components/moderation/suspension-appeal-form';
import { Card } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Ask for a review of a suspension', robots: { index: false } };

/** A suspended member asks an admin to look at the suspension again (they cannot sign in). */
export default function SuspensionAppealPage() {
  return (
    <main className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <Card className="space-y-4 rounded-2xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Ask for a review of a suspension</h1>
        <p className="text-sm text-slate-700">
          An admin suspended your account. If you think they got it wrong, tell them why: an admin looks at
          the decision again and answers by email. You can ask once per suspension.
        </p>
        <SuspensionAppealForm />
      </Card>
    </main>
  );
}
