import 'server-only';

/** The demo accounts and content `npm run seed:demo` writes. */
export { DEMO_PASSWORD, DEMO_USERS } from './content';
export { seedDemo } from './seed';
