import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { GatedContent } from '@/components/idea-detail/gated-content';
import { IdeaBody } from '@/components/idea-detail/idea-body';
import { OwnerActions } from '@/components/idea-detail/owner-actions';
import { UpdatedFlash } from '@/components/idea-detail/updated-flash';
import { ViewerIdeaProvider } from '@/components/idea-detail/viewer-idea';
import { CreatorCard } from '@/components/ideas/creator-card';
import { IdeaJsonLd } from '@/components/ideas/idea-json-ld';
import { InfoBox } from '@/components/ideas/info-box';
import { NdaLockPanel } from '@/components/ideas/nda-lock';
import { publicDescription } from '@/components/ideas/public-text';
import { Badge } from '@/components/ui/badge';
import { excerpt, formatPrice } from '@/lib/format';
import { publicIdea } from './idea-data';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';

interface Props {
  params: Promise<{ id: string }>;
}

// The page is the idea as ANYONE sees it, rendered on first request and then served from the cache
// (incremental static regeneration) until a write expires it (lib/public-cache.ts). What only a
// signed-in viewer sees (owner buttons, email, an NDA idea's text for its creator) are islands.
export const revalidate = 300;

export function generateStaticParams(): { id: string }[] {
  return [];
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

export default async function IdeaDetailPage({ params }: Props) {
  const idea = await publicIdea((await params).id);
  return (
    <ViewerIdeaProvider id={idea._id}>
      <main className={clsx(PAGE_WIDTH, 'flex-1 py-8')}>
        <IdeaJsonLd idea={idea} />
        <Link href="/ideas" className="text-brand-700 text-sm font-semibold hover:underline">
          ← Back to Ideas
        </Link>
        <Suspense fallback={null}>
          <UpdatedFlash />
        </Suspense>
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
          <OwnerActions id={idea._id} title={idea.title} creator={idea.creator} />
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            {idea.ndaLocked ? (
              <GatedContent>
                <NdaLockPanel />
                <CreatorCard idea={idea} title="Contact Creator" withPreference testId="contact-creator" />
              </GatedContent>
            ) : (
              <IdeaBody idea={idea} />
            )}
          </div>
          <aside className="flex flex-col gap-6">
            <InfoBox idea={idea} />
            <CreatorCard idea={idea} title="Creator" testId="creator-card" />
          </aside>
        </div>
      </main>
    </ViewerIdeaProvider>
  );
}
