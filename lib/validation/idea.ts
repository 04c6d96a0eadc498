import { z } from 'zod';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/lib/core/idea-enums';
import { MAX_NDA_TEXT, MAX_PHOTOS, MAX_TEASER, PRICE_MAX, PRICE_MIN } from '@/lib/core/input-limits';
import { isUserId, normalizeUserId } from './user-id';

export { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES };

export { MAX_PHOTOS, MAX_TEASER, PRICE_MAX, PRICE_MIN };
/** Our upload addresses are under 200 characters; no photo entry is stored or echoed past this. */
export const MAX_PHOTO_URL_LENGTH = 2048;

/** Numbers from JSON, or the strings a form field holds; '' means "not given". */
const toNumberInput = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value);
  return value === null ? undefined : value;
};

export const priceSchema = z.preprocess(
  toNumberInput,
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'Price is required' : 'Price must be a valid number'),
    })
    .min(PRICE_MIN, 'Price must be greater than zero')
    .max(PRICE_MAX, 'Price cannot exceed $10,000,000')
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'Price can have at most 2 decimals',
    ),
);

/**
 * The idea form and the idea API body: one schema, the spec's rules and messages.
 * Whether `category` is one of the loaded categories is checked in lib/ideas against the database.
 */
export const ideaInputSchema = z.object({
  title: z
    .string({ error: 'Title must be at least 3 characters' })
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(200, 'Title must be at most 200 characters'),
  category: z
    .string({ error: 'Please select a category' })
    .trim()
    .min(1, 'Please select a category')
    .meta({ description: 'One of the names GET /api/categories lists, e.g. Tech' }),
  type: z.enum(IDEA_TYPES, { error: 'Please select a type' }).default('Product'),
  problemDescription: z
    .string({ error: 'Problem description must be at least 10 characters' })
    .trim()
    .min(10, 'Problem description must be at least 10 characters')
    .max(20_000, 'Problem description must be at most 20,000 characters'),
  solutionDescription: z
    .string({ error: 'Solution description must be at least 10 characters' })
    .trim()
    .min(10, 'Solution description must be at least 10 characters')
    .max(20_000, 'Solution description must be at most 20,000 characters'),
  protectionStatus: z.enum(PROTECTION_STATUSES, { error: 'Please select protection status' }).default('None'),
  requireNDA: z.boolean({ error: 'requireNDA must be true or false' }).default(false),
  desiredPrice: priceSchema,
  contactPreference: z.enum(CONTACT_PREFERENCES, { error: 'Please select contact preference' }),
  additionalNotes: z
    .string({ error: 'Additional notes must be text' })
    .trim()
    .max(20_000, 'Additional notes must be at most 20,000 characters')
    .nullish()
    .transform((v) => v ?? ''),
  photos: z
    .array(
      z
        .string({ error: 'Photos must be a list of image addresses' })
        .trim()
        .min(1, 'Photos must be a list of image addresses')
        .max(
          MAX_PHOTO_URL_LENGTH,
          `A photo address can be at most ${MAX_PHOTO_URL_LENGTH.toLocaleString('en-US')} characters`,
        ),
      {
        error: 'Photos must be a list of image addresses',
      },
    )
    .max(MAX_PHOTOS, `An idea can have at most ${MAX_PHOTOS} photos`)
    .nullish()
    .transform((v) => v ?? []),
  teaser: z
    .string({ error: 'The teaser must be text' })
    .trim()
    .max(MAX_TEASER, `The teaser can be at most ${MAX_TEASER} characters`)
    .optional()
    .meta({
      description:
        'A public summary shown to everyone, even when the idea is NDA-gated: never put confidential details in it; left out: unchanged',
    }),
  ndaText: z
    .string({ error: 'The NDA text must be text' })
    .trim()
    .max(MAX_NDA_TEXT, `The NDA text can be at most ${MAX_NDA_TEXT.toLocaleString('en-US')} characters`)
    .optional()
    .meta({
      description:
        "The creator's own NDA for this idea ('Use my own NDA'); empty: the platform's standard NDA; left out: unchanged",
    }),
  ndaAutoApprove: z
    .boolean({ error: 'ndaAutoApprove must be true or false' })
    .optional()
    .meta({ description: 'Approve NDA access requests to this idea at once; left out: unchanged' }),
});

export type IdeaInput = z.input<typeof ideaInputSchema>;
export type IdeaData = z.output<typeof ideaInputSchema>;

export const IDEA_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'relevance'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_LIMIT = 1000;
export const MAX_PAGE = 1_000_000;

const optionalQueryString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalQueryPrice = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number of at least 0` });
        return z.NEVER;
      }
      return n;
    });

/**
 * GET /api/ideas and /ideas query strings; a malformed value is a 400 naming the parameter.
 * priceMin > priceMax is no error: no price satisfies both, so the page is empty (DESIGN.md section 5).
 */
export const ideaListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1' })
    .int('page must be a whole number of at least 1')
    .min(1, 'page must be a whole number of at least 1')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE.toLocaleString('en-US')}`)
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .max(MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .default(DEFAULT_PAGE_SIZE),
  mine: z
    .enum(['true', 'false'], { error: 'mine must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  creator: optionalQueryString
    .refine((v) => v === undefined || isUserId(v), 'creator must be a user id')
    .transform((v) => (v === undefined ? v : normalizeUserId(v))),
  category: optionalQueryString,
  type: z.enum(IDEA_TYPES, { error: 'type must be Product or Service' }).optional(),
  priceMin: optionalQueryPrice('priceMin'),
  priceMax: optionalQueryPrice('priceMax'),
  requireNDA: z.enum(['Yes', 'No'], { error: 'requireNDA must be Yes or No' }).optional(),
  search: optionalQueryString.refine(
    (v) => v === undefined || v.length <= 200,
    'search must be at most 200 characters',
  ),
  /** Absent or `relevance`: by relevance when searching, else newest first. */
  sort: z
    .enum(IDEA_SORTS, { error: 'sort must be newest, oldest, price_asc, price_desc or relevance' })
    .optional(),
  /**
   * Keyset paging: `start` for the first page, then the reply's `nextCursor`. A deep page then
   * costs what the first one does; `page` is ignored.
   */
  cursor: optionalQueryString.refine(
    (v) => v === undefined || (v.length <= 500 && /^[\w-]+$/.test(v)),
    'cursor must be start or the nextCursor of a previous reply',
  ),
});

export type IdeaListQuery = z.output<typeof ideaListQuerySchema>;

/** The query parameters of GET /api/ideas, in the order they are documented. */
export const IDEA_LIST_PARAMS = Object.keys(
  ideaListQuerySchema.shape,
) as (keyof typeof ideaListQuerySchema.shape)[];
