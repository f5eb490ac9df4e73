import { startBareSocketServer } from './bare-socket-server';

// The bare relay as a process of its own (bare-relay-process.ts): prints its URL, stops on SIGTERM.
const relay = await startBareSocketServer();
process.stdout.write(`${relay.url}\n`);
process.once('SIGTERM', () => {
  relay.close().then(() => process.exit(0));
});
