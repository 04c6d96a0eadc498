import type { Metadata } from 'next';
import { Card } from '@/components/ui/card';
import { standardNda } from '@/lib/deals';

export const metadata: Metadata = {
  title: 'Standard NDA',
  description:
    'The mutual non-disclosure agreement buyers sign on Ideas Marketplace to read an NDA-protected idea, with its version and SHA-256 hash.',
  alternates: { canonical: '/nda/standard' },
};

/** The platform's standard NDA, as every request that uses it records it. */
export default function StandardNdaPage() {
  const nda = standardNda();
  const [title, ...paragraphs] = nda.text.split('\n\n');
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <Card as="article" className="space-y-4 rounded-2xl p-6 sm:p-8" aria-labelledby="nda-title">
        <h1 id="nda-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Version</dt>
          <dd data-testid="nda-version">{nda.version}</dd>
          <dt className="font-semibold">SHA-256</dt>
          <dd className="font-mono break-all" data-testid="nda-hash">
            {nda.hash}
          </dd>
        </dl>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="leading-relaxed text-slate-800">
            {paragraph}
          </p>
        ))}
        <p className="text-sm text-slate-600">
          Creators may set their own NDA on an idea instead; a request always records the exact text its
          requester signed.
        </p>
      </Card>
    </main>
  );
}
