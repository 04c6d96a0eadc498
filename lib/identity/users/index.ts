import 'server-only';
export * from './queries';
export * from './register';
export { hashPassword, verifyPassword } from './passwords';
export * from './identity';
