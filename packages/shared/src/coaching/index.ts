export * from './fast-intake';
export * from './injury-muscles';
export * from './one-rep-max';
export * from './readiness';
export * from './rounding';
export * from './summary';
export * from './warm-up';
