import 'server-only';
export * from './errors';
export * from './json';
export * from './reply';
export * from './routes';
