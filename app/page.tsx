import Link from 'next/link';

export default function HomePage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Turn Your Ideas into Reality &amp; Profit</h1>
      <p className="text-lg text-slate-600">The marketplace for innovative ideas.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/create-idea" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Submit Your Idea
        </Link>
        <Link href="/ideas" className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-100">
          Browse Ideas
        </Link>
      </div>
    </main>
  );
}
