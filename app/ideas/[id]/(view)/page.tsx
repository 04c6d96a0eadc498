import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { ActionPanel } from '@/components/idea-detail/action-panel';
import { GatedBody, GatedHero } from '@/components/idea-detail/gated-content';
import { IdeaBody } from '@/components/idea-detail/idea-body';
import { DataRoomSummary } from '@/components/idea-detail/data-room-summary';
import { IdeaTeaser } from '@/components/idea-detail/idea-teaser';
import { IdeaHeading } from '@/components/idea-detail/idea-heading';
import { LockNextStep } from '@/components/idea-detail/lock-next-step';
import { OwnerPreviewToggle } from '@/components/idea-detail/owner-preview-toggle';
import { PageViewBeacon } from '@/components/idea-detail/page-view-beacon';
import { PhotoGallery } from '@/components/idea-detail/photo-gallery';
import { UpdatedFlash } from '@/components/idea-detail/updated-flash';
import { ViewerIdeaProvider } from '@/components/idea-detail/viewer-idea';
import { viewerIdeaUrl } from '@/components/idea-detail/viewer-idea-url';
import { EarlyAsk } from '@/components/layout/early-ask';
import { CreatorCard } from '@/components/ideas/creator-card';
import { IdeaJsonLd } from '@/components/ideas/idea-json-ld';
import { InfoBox } from '@/components/ideas/info-box';
import { LinkPending } from '@/components/ui/link-pending';
import { NoLongerListed } from '@/components/ideas/no-longer-listed';
import { NdaLockPanel } from '@/components/ideas/nda-lock';
import { publicDescription } from '@/components/ideas/public-text';
import { excerpt, formatPrice } from '@/lib/core/format';
import { SimilarIdeas } from '@/components/idea-detail/similar-ideas';
import { creatorTrust, dataRoomOf, publicIdea, similarToIdea } from '../idea-data';
import clsx from 'clsx';
import { OpenAtTop } from '@/components/layout/open-at-top';
import { PAGE_WIDTH } from '@/components/layout/page-width';

interface Props {
  params: Promise<{ id: string }>;
}

// The page is the idea as ANYONE sees it, rendered on first request and then served from the cache
// (incremental static regeneration) until a write expires it (lib/public-cache.ts). What only a
// signed-in viewer sees (owner buttons, email, an NDA idea's text for its creator) are islands.
export const revalidate = 300;

/** The photos (or the NDA lock) head the content column; without them the texts move up. */
const HERO = 'min-w-0 lg:col-span-2';

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const idea = await publicIdea(id);
  // Archived by its creator: nothing of it, and out of search engines' indexes.
  if (idea === 'archived') return { title: 'No longer listed', robots: { index: false } };
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
  if (idea === 'archived') return <NoLongerListed />;
  const [trust, similar, dataRoom] = await Promise.all([
    creatorTrust(idea.creator),
    similarToIdea(idea._id),
    dataRoomOf(idea),
  ]);
  return (
    <ViewerIdeaProvider id={idea._id} creator={idea.creator}>
      <EarlyAsk url={viewerIdeaUrl(idea._id)} />
      <main className={clsx(PAGE_WIDTH, 'flex-1 py-8')}>
        <OpenAtTop />
        <PageViewBeacon id={idea._id} />
        <IdeaJsonLd idea={idea} />
        <Link href="/ideas" className="text-brand-700 relative text-sm font-semibold hover:underline">
          ← Back to Ideas
          <LinkPending />
        </Link>
        <Suspense fallback={null}>
          <UpdatedFlash />
        </Suspense>
        <OwnerPreviewToggle />
        <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">Idea Details</p>
        <IdeaHeading idea={idea} />

        {/* DOM order is the phone's order (gallery, price and next step, creator, texts); on wide
            screens the price, next step and creator stay in view beside the content. */}
        {/* Rows: the hero's own height, then the rest; a taller side column lengthens the second
            row (under the texts) rather than leaving a gap under the photos or the NDA lock. */}
        <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
          {idea.ndaLocked ? (
            <GatedHero className={HERO}>
              <NdaLockPanel className={HERO} nextStep={<LockNextStep />} />
            </GatedHero>
          ) : (
            <PhotoGallery photos={idea.photos ?? []} title={idea.title} className={HERO} />
          )}
          <div className="flex flex-col gap-6 lg:sticky lg:top-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <ActionPanel idea={idea} />
            <CreatorCard idea={idea} trust={trust} />
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <IdeaTeaser teaser={idea.teaser} />
            {dataRoom && <DataRoomSummary summary={dataRoom} />}
            {idea.ndaLocked ? <GatedBody /> : <IdeaBody idea={idea} />}
            <InfoBox idea={idea} />
          </div>
        </div>
        <SimilarIdeas ideas={similar} />
      </main>
    </ViewerIdeaProvider>
  );
}
