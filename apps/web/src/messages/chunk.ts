export const chunkMessages = {
  errorName: 'ChunkLoadError',
  loadFailed: (chunk: string | number) => `Loading chunk ${chunk} failed.`,
} as const;
