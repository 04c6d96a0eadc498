export * from './users';
export * from './reference';
export * from './ideas';
export * from './platform';
export * from './jobs';
export * from './access';
export * from './notifications';
export * from './messages';
