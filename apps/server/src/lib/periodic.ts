// A background job that runs every so often on a listening server (the reminder and renewal sweeps): one run at a
// time, a slow run is never overlapped (the next tick catches up), failures are logged, stop() waits for a run.

/** Runs `run` every intervalMs once started; `done` sees each result, `failed` each error. */
export function periodic<T>(
  run: () => Promise<T>,
  on: { done?: (result: T) => void; failed: (err: unknown) => void },
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    /** Runs now and then every intervalMs (0 = never; the server calls this, the CLI and tests never do). */
    start(intervalMs: number): void {
      if (timer || intervalMs <= 0) return;
      const tick = () => {
        if (running) return;
        running = run()
          .then((result) => on.done?.(result))
          .catch(on.failed)
          .finally(() => {
            running = null;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    /** Stops the timer and waits for a run in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
