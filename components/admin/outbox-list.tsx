import Link from 'next/link';
import type { OutboxMessage } from '@/lib/trust-safety';
import { formatUtc } from './format';

/** The outbox's newest messages: to, subject, date; each opens its text. */
export function OutboxList({ messages, dir }: { messages: OutboxMessage[]; dir: string }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        No SMTP server is set (<code>SMTP_URL</code>): every message is written to{' '}
        <code className="break-all">{dir}</code>. The newest first.
      </p>
      {messages.length ? (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="outbox"
        >
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                href={`/admin/mail/${encodeURIComponent(message.id)}`}
                className="focus-visible:outline-brand-600 block p-4 hover:bg-slate-50 focus-visible:outline-2"
                data-testid="outbox-message"
              >
                <span className="text-brand-700 block font-semibold break-words">{message.subject}</span>
                <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
                  <span className="break-all">To {message.to}</span>
                  {message.date ? (
                    <time dateTime={message.date.toISOString()}>{formatUtc(message.date)}</time>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600" data-testid="outbox-empty">
          The outbox is empty: no mail was sent yet.
        </p>
      )}
    </>
  );
}
