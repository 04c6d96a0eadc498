export * from './viewer';
export * from './api-tokens';
export { sessionCookieName, issueSessionToken } from './session-cookie';
