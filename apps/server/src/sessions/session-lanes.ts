/** Work queued on one session in this process: a batch of device ops, or one piece of work. */
type Job<Op> = { kind: 'ops'; ops: Op[] } | { kind: 'work'; run(): Promise<void> };

type Lane<Op> = { jobs: Job<Op>[] };

export type SessionLanesOptions<Op> = {
  /** Most device ops of one session handed to `commit` at once. */
  maxBatch: number;
  /** Commits a batch of one session's ops; resolves once every op of it is answered. */
  commit(sessionId: string, batch: Op[]): Promise<void>;
  onError(error: unknown): void;
};

/**
 * One lane per session: this process runs one job at a time per session, in arrival order, and
 * device ops that arrive while a job is in flight wait together for the next batch. Ops of
 * different sessions do not wait for each other.
 */
export function createSessionLanes<Op>({ maxBatch, commit, onError }: SessionLanesOptions<Op>) {
  const lanes = new Map<string, Lane<Op>>();

  async function drain(sessionId: string, lane: Lane<Op>) {
    for (let job = lane.jobs.shift(); job; job = lane.jobs.shift()) {
      try {
        if (job.kind === 'work') {
          await job.run();
          continue;
        }
        const batch = job.ops.splice(0, maxBatch);
        if (job.ops.length > 0) lane.jobs.unshift(job);
        await commit(sessionId, batch);
      } catch (error) {
        // Jobs answer their own callers; whatever escapes must not stall the session's lane.
        onError(error);
      }
    }
    lanes.delete(sessionId);
  }

  /** Queues `job` on the session's lane, merging device ops into a batch already waiting. */
  function enqueue(sessionId: string, job: Job<Op>) {
    let lane = lanes.get(sessionId);
    if (!lane) {
      lane = { jobs: [] };
      lanes.set(sessionId, lane);
      const started = lane;
      // Started on the next microtask, so ops that arrive in the same turn share the first batch.
      queueMicrotask(() => {
        drain(sessionId, started).catch(onError);
      });
    }
    const last = lane.jobs.at(-1);
    if (job.kind === 'ops' && last?.kind === 'ops') last.ops.push(...job.ops);
    else lane.jobs.push(job);
  }

  return {
    /** Queues a device op for the session's next batch. */
    op(sessionId: string, op: Op) {
      enqueue(sessionId, { kind: 'ops', ops: [op] });
    },
    /** Runs `work` once the session's earlier jobs are done, and before its later ones. */
    work<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        enqueue(sessionId, { kind: 'work', run: () => work().then(resolve, reject) });
      });
    },
  };
}
