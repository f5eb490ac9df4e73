export * from './schemas';
export * from './scoring';
