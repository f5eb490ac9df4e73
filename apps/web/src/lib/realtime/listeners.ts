import { logRealtimeFailure } from './failures';

/** A set of listeners for one kind of event, each returning its own unsubscribe. */
export function createListeners<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: T) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          logRealtimeFailure('a listener failed', error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
