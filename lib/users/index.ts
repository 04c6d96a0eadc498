import 'server-only';
export * from './queries';
export * from './register';
export * from './public-profile';
export { hashPassword, verifyPassword } from './passwords';
export * from './profile';
export * from './identity';
