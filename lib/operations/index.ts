import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { accessOperations } from './access';
import { accountOperations } from './accounts';
import { adminOperations } from './admin';
import { conversationOperations } from './conversations';
import { ideaDocumentOperations } from './idea-documents';
import { ideaLifecycleOperations } from './idea-lifecycle';
import { ideaOperations } from './ideas';
import { ideaViewsOperations } from './idea-views';
import { ideaStatsOperations } from './idea-stats';
import { notificationOperations } from './notifications';
import { profileOperations } from './profile';
import { receiptOperations } from './receipts';
import { savedSearchOperations } from './saved-searches';
import { serviceOperations } from './service';
import { similarIdeasOperations } from './similar-ideas';
import type { AnyOperation } from './operation';
import { tokenOperations } from './tokens';
import { trustSafetyOperations } from './trust-safety';
import { uploadOperations } from './uploads';
import { watchlistOperations } from './watchlist';

/** Every operation of the API: the registry /api/openapi.json is built from. */
export const OPERATIONS: readonly AnyOperation[] = [
  ...serviceOperations,
  ...ideaOperations,
  ...ideaLifecycleOperations,
  ...similarIdeasOperations,
  ...accountOperations,
  ...profileOperations,
  ...tokenOperations,
  ...uploadOperations,
  ...accessOperations,
  ...conversationOperations,
  ...notificationOperations,
  ...trustSafetyOperations,
  ...adminOperations,
  ...savedSearchOperations,
  ...watchlistOperations,
  ...ideaViewsOperations,
  ...ideaStatsOperations,
  ...receiptOperations,
  ...ideaDocumentOperations,
];

/** The OpenAPI paths of `operations`, each under its path and method. */
export function operationPaths(operations: readonly AnyOperation[] = OPERATIONS): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method.toLowerCase()]: operation.docs };
  }
  return paths;
}
