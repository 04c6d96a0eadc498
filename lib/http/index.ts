export * from './errors';
export * from './reply';
