import 'server-only';
export type { StorageDriver } from './driver';
export { LocalDiskDriver } from './local-disk';
export * from './uploads';
export { safeFileName } from './files';
export { findUpload } from './uploads';
