export * from './auth';
export * from './profiles';
export * from './jobs';
export * from './events';
export * from './documents';
export * from './platform';
export * from './school-links';
