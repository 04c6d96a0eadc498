/** Category slugs and descriptions: pure helpers the browser may import too (no database). */

/**
 * The URL slug of a category name: lower case, '&' as 'and', every other run of characters that
 * are not letters or digits one '-' ('Food & Drink' → 'food-and-drink'). Category names come from
 * the migrations, and no two of them share a slug; `categoryBySlug` maps a slug back.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The category page of a category name. */
export const categoryHref = (name: string): string => `/ideas/category/${categorySlug(name)}`;

/** The category of `names` whose slug is `slug`, or null. */
export function categoryBySlug(names: readonly string[], slug: string): string | null {
  return names.find((name) => categorySlug(name) === slug) ?? null;
}

const DESCRIPTIONS: Record<string, string> = {
  Health: 'Ideas for staying well: care, diagnostics, wellbeing and the tools patients and clinicians use.',
  Baby: 'Ideas for babies and their parents: feeding, sleep, safety and the first years at home.',
  Home: 'Ideas for the home: furniture, kitchens, gardens, cleaning and living better indoors and out.',
  Tech: 'Technology ideas: software, devices, apps and the services built on them.',
  Business: 'Ideas for running a business: sales, operations, hiring and the tools teams work with.',
  Education: 'Ideas for learning and teaching, from the classroom to lifelong study.',
  Finance: 'Ideas about money: payments, saving, investing, insurance and accounting.',
  'Food & Drink': 'Ideas for what we eat and drink: recipes, restaurants, delivery and food production.',
  Travel: 'Ideas for getting around and getting away: trips, stays, transport and tourism.',
  Entertainment: 'Ideas for fun: games, music, film, events and the media people enjoy.',
  'Sports & Fitness': 'Ideas for sport and exercise: training, equipment, clubs and staying active.',
  Environment: 'Ideas for the planet: energy, recycling, water, climate and cleaner ways of living.',
  Fashion: 'Ideas for clothing and style: design, materials, retail and wearables.',
  Other: 'Ideas that fit no other category: new markets and everything in between.',
};

/** One sentence about the category, for its page and its description for search engines. */
export function categoryDescription(name: string): string {
  return DESCRIPTIONS[name] ?? `Product and service ideas in ${name}, with their asking price.`;
}
