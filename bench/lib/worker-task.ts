import { Worker } from 'node:worker_threads';

type WorkerReply =
  | { ok: true; result: unknown }
  | { ok: false; error: string }
  | { progress: string };

/*
 * Node 20 cannot start a worker from a .ts file, so the worker starts from this small CommonJS
 * script, registers tsx inside itself and then imports the task's module.
 */
const bootstrap = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.tsxApi)
  .then((tsx) => {
    tsx.register();
    return import(workerData.module);
  })
  .then((module) => module[workerData.exportName](workerData.input))
  .then(
    (result) => parentPort.postMessage({ ok: true, result }),
    (error) =>
      parentPort.postMessage({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
`;

/**
 * Runs an exported async function of `module` in a worker thread and resolves its result. The
 * load generators run there, so their sockets and parsing do not share the event loop of the
 * server being measured. The worker is ended after its reply, or when `timeoutMs` runs out. A task
 * may post `{progress}` messages on the way (say, when its measured part starts); they go to
 * `onProgress`.
 */
export function runInWorker<Task extends (input: never) => Promise<unknown>>(
  module: URL,
  exportName: string,
  input: Parameters<Task>[0],
  timeoutMs: number,
  onProgress?: (progress: string) => void,
): Promise<Awaited<ReturnType<Task>>> {
  type Output = Awaited<ReturnType<Task>>;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: {
      tsxApi: import.meta.resolve('tsx/esm/api'),
      module: module.href,
      exportName,
      input,
    },
  });
  return new Promise<Output>((resolve, reject) => {
    const timer = setTimeout(() => {
      settle(() => reject(new Error(`${exportName} did not finish within ${timeoutMs} ms`)));
    }, timeoutMs);
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().finally(finish);
    };
    worker.on('message', (reply: WorkerReply) => {
      if ('progress' in reply) {
        onProgress?.(reply.progress);
        return;
      }
      settle(() => {
        // The worker ran `exportName`, whose result type the caller names as Task.
        if (reply.ok) resolve(reply.result as Output);
        else reject(new Error(`${exportName} failed in its worker: ${reply.error}`));
      });
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => {
      settle(() => reject(new Error(`${exportName} worker exited with code ${code}`)));
    });
  });
}
