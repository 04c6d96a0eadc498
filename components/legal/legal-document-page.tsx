import { Card } from '@/components/ui/card';
import type { LegalDocument } from '@/lib/platform/legal';

/** Styles for the Markdown's HTML: the site has no typography plugin, so the few elements used. */
const prose = [
  'text-slate-700 leading-relaxed',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:text-brand-700 [&_a]:underline',
].join(' ');

/** A Terms or Privacy page: title, the version in force, and the text rendered on the server. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const updated = new Date(`${document.version}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <Card as="article" className="rounded-2xl p-6 sm:p-8" aria-labelledby="legal-title">
        <h1 id="legal-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {document.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600" data-testid="legal-version">
          Version <time dateTime={document.version}>{document.version}</time> · last updated {updated}
        </p>
        <div className={prose} dangerouslySetInnerHTML={{ __html: document.html }} />
      </Card>
    </main>
  );
}
