import Link from 'next/link';

export default function ConversationNotFound() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">Conversation not found</h2>
      <p className="mt-2 text-slate-600">It does not exist, or it is not one of yours.</p>
      <Link href="/messages" className="text-brand-700 mt-4 inline-block text-sm font-semibold underline">
        Back to messages
      </Link>
    </div>
  );
}
