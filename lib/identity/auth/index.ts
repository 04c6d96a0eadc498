import 'server-only';

export * from './viewer';
export * from './api-tokens';
export { sessionCookieName, issueSessionToken } from './session';
export * from './token-requests';
export * from './messages';
