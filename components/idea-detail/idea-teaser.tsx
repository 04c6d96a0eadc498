/** The creator's public teaser: what anyone may read of the idea, gated or not, before any NDA. */
export function IdeaTeaser({ teaser }: { teaser: string }) {
  if (!teaser) return null;
  return (
    <section
      aria-labelledby="idea-teaser-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="idea-teaser"
    >
      <h2 id="idea-teaser-heading" className="text-lg font-bold">
        At a glance
      </h2>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{teaser}</p>
    </section>
  );
}
