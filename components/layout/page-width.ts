/**
 * The one content width of the site: header, footer and the wide pages share it, so their left
 * edges line up. Narrow pages (forms, profiles) center a narrower column inside the same padding.
 */
export const PAGE_WIDTH = 'mx-auto w-full max-w-6xl px-4 sm:px-6';
