export * from './apply-op';
export * from './ops';
export * from './pairing';
export * from './protocol';
export * from './selectors';
export * from './state';
export * from './state-response';
export * from './untrusted';
