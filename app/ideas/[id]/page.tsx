import type { Metadata } from 'next';
import Link from 'next/link';
import { CreatorCard } from '@/components/ideas/creator-card';
import { DeleteIdeaButton } from '@/components/ideas/delete-idea-button';
import { IdeaJsonLd } from '@/components/ideas/idea-json-ld';
import { InfoBox } from '@/components/ideas/info-box';
import { NdaLockPanel } from '@/components/ideas/nda-lock';
import { PhotoGrid } from '@/components/ideas/photo-grid';
import { publicDescription } from '@/components/ideas/public-text';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button-styles';
import { DropQueryFlag } from '@/components/ui/drop-query-flag';
import { Notice } from '@/components/ui/notice';
import { currentViewer } from '@/lib/auth';
import { excerpt, formatPrice } from '@/lib/format';
import { ideaOr404, publicIdea } from './idea-data';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const idea = await publicIdea(id);
  const title = `${idea.title} — ${formatPrice(idea.desiredPrice)}`;
  const description = excerpt(publicDescription(idea), 160);
  const url = `/ideas/${idea._id}`;
  const image = { url: `${url}/opengraph-image`, width: 1200, height: 630, alt: idea.title };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'article', title, description, url, siteName: 'Ideas Marketplace', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{children}</p>
    </section>
  );
}

export default async function IdeaDetailPage({ params, searchParams }: Props) {
  const { id } = await params;
  const viewer = await currentViewer();
  const [idea, anonymous, query] = await Promise.all([ideaOr404(id, viewer), publicIdea(id), searchParams]);
  const isCreator = viewer?.id === idea.creator;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
      <IdeaJsonLd idea={anonymous} />
      <Link href="/ideas" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to Ideas
      </Link>
      {query.flash === 'updated' && <DropQueryFlag name="flash" />}
      {query.flash === 'updated' && (
        <Notice tone="success" testId="flash" className="mt-4">
          Idea updated successfully!
        </Notice>
      )}
      <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">Idea Details</p>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{idea.title}</h1>
          <p className="text-brand-700 mt-2 text-3xl font-bold" data-testid="idea-price">
            {formatPrice(idea.desiredPrice)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge tone="brand">{idea.type}</Badge>
            <Badge tone="slate">{idea.category}</Badge>
            {idea.requireNDA && <Badge tone="amber">NDA Required</Badge>}
          </div>
        </div>
        {isCreator && (
          <div className="flex gap-2">
            <Link href={`/ideas/${idea._id}/edit`} className={buttonClass('secondary')}>
              Edit
            </Link>
            <DeleteIdeaButton id={idea._id} title={idea.title} />
          </div>
        )}
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {idea.ndaLocked ? (
            <>
              <NdaLockPanel />
              <CreatorCard idea={idea} title="Contact Creator" withPreference testId="contact-creator" />
            </>
          ) : (
            <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <Section title="Problem">{idea.problemDescription}</Section>
              <Section title="Proposed Solution">{idea.solutionDescription}</Section>
              <PhotoGrid photos={idea.photos ?? []} title={idea.title} />
              {idea.additionalNotes && <Section title="Additional Notes">{idea.additionalNotes}</Section>}
            </div>
          )}
        </div>
        <aside className="flex flex-col gap-6">
          <InfoBox idea={idea} />
          <CreatorCard idea={idea} title="Creator" testId="creator-card" />
        </aside>
      </div>
    </main>
  );
}
