export const realtimeMessages = {
  offline: 'Realtime connection unavailable. Continuing offline.',
  castUnavailable: 'Unable to connect to cast realtime service.',
  disconnected: 'Realtime disconnected. Live updates disabled.',
  retrying: 'Unable to reach realtime service. Retrying...',
  connecting: 'Connecting...',
  selectionBroadcastFailed: 'Failed to broadcast selection. Working locally.',
} as const;
