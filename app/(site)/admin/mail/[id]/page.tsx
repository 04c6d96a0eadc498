import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatUtc } from '@/components/admin/format';
import { adminOutboxMessage } from '@/lib/trust-safety';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { NotFoundError } from '@/lib/core/errors';

export const metadata = { title: 'Mail' };

/** One outbox message: its headers and its text part (the HTML part is never rendered here). */
export default async function OutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await adminPageViewer();
  const { id } = await params;
  const message = await adminOutboxMessage(viewer, decodeURIComponent(id)).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return (
    <article>
      <Link href="/admin/mail" className="text-brand-700 text-sm hover:underline">
        ← All mail
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words text-slate-900" data-testid="mail-subject">
        {message.subject}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">From</dt>
        <dd className="break-all text-slate-800">{message.from}</dd>
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="break-all text-slate-800">{message.to}</dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd className="text-slate-800">{message.date ? formatUtc(message.date) : '—'}</dd>
        <dt className="font-medium text-slate-600">File</dt>
        <dd className="font-mono text-xs break-all text-slate-800">{message.id}</dd>
      </dl>
      <pre
        className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 text-sm whitespace-pre-wrap text-slate-800"
        data-testid="mail-text"
      >
        {message.text || '(This message has no text part.)'}
      </pre>
    </article>
  );
}
