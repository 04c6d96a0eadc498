/**
 * The narrower copies of idea photos served beside them (`/api/uploads/{key}?w=480`): plain
 * constants, so the pages' image tags and the server agree without shipping a schema library.
 */
export const IMAGE_WIDTHS = [480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The `srcset` of a photo served by us (`/api/uploads/…`): its narrower copies and itself (photos
 * are at most 1,600 pixels wide); undefined for an address elsewhere, which has no copies.
 */
export function photoSrcSet(src: string): string | undefined {
  if (!src.startsWith('/api/uploads/') || src.includes('?')) return undefined;
  return [...IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`), `${src} 1600w`].join(', ');
}
