import clsx from 'clsx';
import { LockIcon } from '@/components/ui/icons';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { photoSrcSet } from '@/lib/core/photo-widths';

/** Home's grid: three columns from 1024 px (the page is at most 1152 px wide), two from 640 px. */
export const COVER_SIZES =
  '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The first photo in a 3:2 box (covers are 3:2), so cards keep their height while it loads. A gated
 * idea shows no photo to anyone in cached pages: a lock panel takes its place.
 */
export function IdeaCover({
  idea,
  sizes = COVER_SIZES,
  shape = 'aspect-[3/2]',
  first = false,
}: {
  idea: IdeaDTO;
  sizes?: string;
  /** The box's aspect-ratio classes; photos are cropped to fill it. */
  shape?: string;
  /** The first card's cover is the page's largest paint on a phone: asked for at once. */
  first?: boolean;
}) {
  const photo = idea.photos?.[0];
  return (
    <div
      data-testid="idea-cover"
      data-cover={idea.ndaLocked ? 'locked' : photo ? 'photo' : 'none'}
      className={clsx(
        'relative -mx-5 -mt-5 mb-4 overflow-hidden rounded-t-xl border-b border-slate-200 bg-slate-100',
        shape,
      )}
    >
      {idea.ndaLocked ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 bg-amber-50 px-4 text-center text-amber-900">
          <LockIcon className="h-8 w-8" />
          <span className="text-sm font-semibold">Photos shared under NDA</span>
        </div>
      ) : photo ? (
        // A plain image, not next/image: that is a client component the cached lists would hydrate
        // for nothing. Served by /api/uploads, which decides per request who may see a photo (the
        // optimizer would keep anonymous copies after an idea becomes gated); uploads are already
        // WebP, and narrower copies of public photos are served beside them (srcset).
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          src={photo}
          srcSet={photoSrcSet(photo)}
          alt={`${idea.title}, cover photo`}
          sizes={sizes}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="flex h-full items-center justify-center px-4 text-center text-sm font-medium text-slate-600">
          No photo yet
        </div>
      )}
    </div>
  );
}
