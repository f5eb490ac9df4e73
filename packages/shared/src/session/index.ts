export * from './apply-op';
export * from './create-state';
export * from './ops';
export * from './pairing';
export * from './protocol';
export * from './selectors';
export * from './state';
export * from './untrusted';
