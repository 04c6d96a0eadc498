import 'server-only';
export * from './verification';
export * from './password-reset';
export { findUsableEmailToken } from './email-tokens';
