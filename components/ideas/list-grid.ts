/**
 * The list's cards: one column on phones, two from 640 px. Two divides the page sizes (10, 20, 50),
 * so no page ends with a ragged row.
 */
export const LIST_GRID = 'grid gap-4 sm:grid-cols-2';

/** The cover's rendered width in that grid (the page is at most 1152 px wide). */
export const LIST_COVER_SIZES = '(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw';
