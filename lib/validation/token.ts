import { z } from 'zod';

export const TOKEN_NAME_MAX = 80;

/** The name a user gives a personal access token (form on /settings and POST /api/tokens). */
export const tokenNameSchema = z
  .string()
  .trim()
  .min(1, 'Token name is required')
  .max(TOKEN_NAME_MAX, `Token name must be at most ${TOKEN_NAME_MAX} characters`);

export const tokenFormSchema = z.object({ name: tokenNameSchema });

/** POST /api/tokens: a name, plus email and password when the caller has no session or token yet. */
export const tokenCreateSchema = z.object({
  name: tokenNameSchema.optional().default('API token'),
  email: z.string().trim().max(254).optional(),
  password: z.string().max(200).optional(),
});

export type TokenFormInput = z.input<typeof tokenFormSchema>;
