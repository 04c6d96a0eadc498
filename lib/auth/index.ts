export * from './viewer';
export * from './api-tokens';
export { sessionCookieName, issueSessionToken } from './session-cookie';
export * from './token-requests';
export * from './rate-limit';
export * from './messages';
