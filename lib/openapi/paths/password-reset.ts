import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';

/** Password reset. */
export const passwordResetPaths: ZodOpenApiPathsObject = {};
