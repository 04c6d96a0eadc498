import 'server-only';
export * from './verification';
export { findUsableEmailToken } from './email-tokens';
