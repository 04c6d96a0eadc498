import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';

/** Deleting an account and downloading its data. */
export const accountDataPaths: ZodOpenApiPathsObject = {};
