import 'server-only';
export * from './verification';
export * from './password-reset';
export { findUsableEmailToken } from './email-tokens';
export * from './password-change';
export * from './email-change';
