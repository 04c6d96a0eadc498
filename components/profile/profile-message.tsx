import Link from 'next/link';

interface ProfileMessageProps {
  title: string;
  message: string;
}

/** 'User not found' and 'Error Loading Profile' panels. */
export function ProfileMessage({ title, message }: ProfileMessageProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link href="/ideas" className="text-brand-700 mt-4 inline-block font-semibold hover:underline">
        Browse Ideas
      </Link>
    </div>
  );
}
