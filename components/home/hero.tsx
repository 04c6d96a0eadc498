import Link from 'next/link';
import { LinkPending } from '@/components/ui/link-pending';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="from-brand-50 bg-gradient-to-b to-slate-50">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <h1
          id="hero-title"
          className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Turn Your Ideas into Reality &amp; Profit
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Ideas Marketplace is the marketplace for innovative ideas: list a product or service idea at your
          price, or find the next one worth building.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link
            href="/create-idea"
            className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 rounded-lg px-6 py-3 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Submit Your Idea
          </Link>
          <Link
            href="/ideas"
            className="focus-visible:outline-brand-600 relative rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Browse Ideas
            <LinkPending />
          </Link>
        </div>
      </div>
    </section>
  );
}
