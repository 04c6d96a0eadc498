import 'server-only';
export type { StorageDriver } from './driver';
export { LocalDiskDriver } from './local-disk';
export { S3Driver } from './s3';
export { copyLocalFiles, type CopyProgress } from './migrate';
export * from './uploads';
export { safeFileName } from './files';
export { imageWidth, openVariant } from './variants';
