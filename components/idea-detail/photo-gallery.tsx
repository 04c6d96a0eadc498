'use client';

import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { photoSrcSet } from '@/lib/core/photo-widths';

/** The gallery's width: the page's content column (two thirds of at most 1,152 px), the screen on phones. */
const GALLERY_SIZES = '(min-width: 1024px) 740px, 100vw';

/** How far a finger or mouse must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_PX = 40;

const arrowClass =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The idea's photos, one at a time, whole: covers are 3:2 and often carry printed titles, so the
 * frame is 3:2 and any other shape is letterboxed, never cropped. Previous/next by buttons, arrow
 * keys (while focus is in the gallery) and swipes; the photo opens in full in a new tab.
 */
export function PhotoGallery({
  photos,
  title,
  className,
}: {
  photos: string[];
  title: string;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const count = photos.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const src = photos[current]!;
  const show = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    show(current + (event.key === 'ArrowRight' ? 1 : -1));
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    start.moved = true;
    show(current + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      aria-label={`Photos of ${title}`}
      onKeyDown={onKeyDown}
      className={className}
      data-testid="photo-gallery"
    >
      <div
        className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-xl border border-slate-200 bg-slate-100 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          draggable={false}
          className="focus-visible:outline-brand-600 absolute inset-0 block rounded-xl focus-visible:outline-2 focus-visible:-outline-offset-4"
          aria-label={`Open photo ${current + 1} of ${title} in a new tab`}
          data-testid="gallery-full-image"
          // A swipe ends with a click on the link: it changes the photo, it does not open it.
          onClick={(event) => {
            if (swipe.current?.moved) event.preventDefault();
            swipe.current = null;
          }}
        >
          {/* Plain images: next/image's client code is not needed for photos served as they are.
              Straight from /api/uploads, which decides per request who may see a photo (gated
              ideas' photos are private); the image optimizer would fetch it anonymously and keep
              copies for hours. Uploads are already re-encoded and sized. */}
          {/* The first photo is the page's largest paint: with fetchPriority high, React's server
              render asks for it in the HTML's head (a preload with its srcset and sizes), before
              the styles, in the width the screen needs. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
          <img
            key={src}
            src={src}
            srcSet={photoSrcSet(src)}
            sizes={GALLERY_SIZES}
            alt={`${title}, photo ${current + 1} of ${count}`}
            draggable={false}
            loading={current === 0 ? 'eager' : 'lazy'}
            fetchPriority={current === 0 ? 'high' : undefined}
            decoding="async"
            className="absolute inset-0 size-full object-contain"
          />
        </a>
        {count > 1 && (
          <>
            <button type="button" className={clsx(arrowClass, 'left-3')} onClick={() => show(current - 1)}>
              <ChevronIcon direction="left" />
              <span className="sr-only">Previous photo</span>
            </button>
            <button type="button" className={clsx(arrowClass, 'right-3')} onClick={() => show(current + 1)}>
              <ChevronIcon direction="right" />
              <span className="sr-only">Next photo</span>
            </button>
            <p
              aria-live="polite"
              data-testid="gallery-position"
              className="absolute right-3 bottom-3 rounded-md bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white"
            >
              Photo {current + 1} of {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {photos.map((photo, i) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-current={i === current ? 'true' : undefined}
                aria-label={`Show photo ${i + 1}`}
                className={clsx(
                  'focus-visible:outline-brand-600 relative block aspect-[3/2] w-20 overflow-hidden rounded-md border-2 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 sm:w-24',
                  i === current ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the photo above */}
                <img
                  src={photo}
                  srcSet={photoSrcSet(photo)}
                  sizes="96px"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
