import 'server-only';

/** The instance's secret and the sealing of values that rest in the database. */
export { seal, unseal } from './sealed';
export { authSecret } from './secret';
