export * from './client-progress';
export * from './days';
export * from './session-history';
