/**
 * The list's cards: one column on phones, two from 640 px, three from 1024 px as on the home page,
 * so a desktop screen shows two rows of cards above the fold (their covers are shorter there).
 */
export const LIST_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The cover's rendered width in that grid (the page is at most 1152 px wide). */
export const LIST_COVER_SIZES =
  '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The cover's shape in the list: 3:2 on phones, a 3:1 band from 1024 px, so two rows of cards fit
 * under the filters on a 1280×800 screen.
 */
export const LIST_COVER_SHAPE = 'aspect-[3/2] lg:aspect-[3/1]';
