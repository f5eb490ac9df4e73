export * from './config';
export * from './interval-timer';
export * from './sync';
