import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';

/** Email verification. */
export const emailVerificationPaths: ZodOpenApiPathsObject = {};
