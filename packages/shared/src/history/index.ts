export * from './client-progress';
export * from './days';
export * from './muscle-groups';
export * from './session-history';
