import Image from 'next/image';

/** Idea photos; each opens the full image in a new tab. */
export function PhotoGrid({ photos, title }: { photos: string[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="text-lg font-bold">
        Photos
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-grid">
        {photos.map((src, index) => (
          <li
            key={src}
            className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
          >
            <a
              href={src}
              className="absolute inset-0 block"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open photo ${index + 1} of ${title} in a new tab`}
            >
              <Image
                src={src}
                alt={`${title}, photo ${index + 1}`}
                fill
                sizes="(min-width: 640px) 33vw, 50vw"
                // Straight from /api/uploads, which decides per request who may see a photo (gated
                // ideas' photos are private); the image optimizer would fetch it anonymously and
                // keep copies for hours. Uploads are already re-encoded and sized.
                unoptimized
                className="object-cover transition-transform hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
